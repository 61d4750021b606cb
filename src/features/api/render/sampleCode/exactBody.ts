/**
 * How a sample signed already (by the Try it panel) writes its body: readable, and sending exactly the bytes that
 * were signed, since one byte more or less breaks the signature.
 * - A body on several lines is written as it is, in the language's multi-line string: a template literal, a
 *   triple-quoted string, a nowdoc.
 * - A body on one line that each language's JSON encoder writes back byte for byte is written as a literal
 *   (object, dict, array) over several lines and encoded when sent.
 * - Any other body is written as one string, escaped where it must be.
 */
import {jsString, jsStyle, literal, phpString, phpStyle, pythonStyle} from './literals';

/** The body's declaration, and the expression the request sends. */
export type ExactBody = {declare: string; send: string};

/** An unpaired surrogate, which Python cannot encode as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text has a control character (below U+0020) other than those allowed. */
const hasControl = (text: string, allowed = ''): boolean =>
  [...text].some((char) => char < ' ' && !allowed.includes(char));

/** A string every encoder writes alike: no control character, no line or paragraph separator (PHP escapes them). */
const plainString = (value: string): boolean =>
  !hasControl(value) && !/[\u2028\u2029]/.test(value) && !LONE_SURROGATE.test(value);

/** A value whose compact JSON Node.js, Python and PHP all write alike: integers only, no key PHP reads as one. */
function encodesAlike(value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (typeof value === 'string') return plainString(value);
  if (Array.isArray(value)) return value.every(encodesAlike);
  return Object.entries(value as Record<string, unknown>).every(
    ([key, item]) => plainString(key) && !/^(0|-?[1-9]\d*)$/.test(key) && encodesAlike(item),
  );
}

/** The body's value when it is one line of compact JSON that every language's encoder writes back exactly. */
function compactValue(text: string): {value: unknown} | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return JSON.stringify(value) === text && encodesAlike(value) ? {value} : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the text is on several lines, with no control character but line feeds and tabs (a source file would not
 * keep a carriage return, and Python's refuses a null).
 */
const multiLine = (text: string): boolean => text.includes('\n') && !hasControl(text, '\n\t');

/** The Node.js body: `const body = …;`, and what `fetch` sends. */
export function nodeExactBody(text: string): ExactBody {
  if (multiLine(text)) {
    return {declare: `const body = \`${text.replace(/[\\`]|\$\{/g, (match) => `\\${match}`)}\`;`, send: 'body'};
  }
  const compact = compactValue(text);
  if (compact) return {declare: `const body = ${literal(compact.value, jsStyle)};`, send: 'JSON.stringify(body)'};
  return {declare: `const body = ${jsString(text)};`, send: 'body'};
}

/** The Python body: `body = …`, and the bytes urllib sends. */
export function pythonExactBody(text: string): ExactBody {
  if (multiLine(text)) {
    const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, (quote, offset: number) =>
      // A quote is escaped where it could close the string: in a run of three, or at the very end.
      text.startsWith('"""', offset) || offset === text.length - 1 ? '\\"' : quote,
    );
    return {declare: `body = """${escaped}"""`, send: 'body.encode("utf-8")'};
  }
  const compact = compactValue(text);
  if (compact) {
    return {
      declare: `body = ${literal(compact.value, pythonStyle)}`,
      send: 'json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")',
    };
  }
  return {declare: `body = ${JSON.stringify(text)}`, send: 'body.encode("utf-8")'};
}

/** The PHP body: `$body = …;`, and the stream context's content. */
export function phpExactBody(text: string): ExactBody {
  const marker = ['JSON', 'BODY'].find((name) => !new RegExp(`^\\s*${name}\\b`, 'm').test(text));
  if (multiLine(text) && marker) {
    // A nowdoc keeps every byte; the line feed before its closing marker is not part of it.
    return {declare: `$body = <<<'${marker}'\n${text}\n${marker};`, send: '$body'};
  }
  const compact = compactValue(text);
  if (compact) {
    return {
      declare: `$body = ${literal(compact.value, phpStyle)};`,
      send: 'json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR)',
    };
  }
  return {declare: `$body = ${phpString(text)};`, send: '$body'};
}
