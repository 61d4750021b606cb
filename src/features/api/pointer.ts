/**
 * JSON Pointers (RFC 6901) into the API description, on the `json-pointer`
 * library: a page's `openapi.yaml?pick=/…`, a `$ref` such as
 * `#/components/schemas/Payment`, a validator's error path. Every part of the
 * site that follows or writes a pointer does it through here, so `~0` and `~1`
 * mean the same everywhere.
 */
import jsonPointer from 'json-pointer';

/** The value at `pointer` (`/a/b`, or a local reference `#/a/b`), or undefined where there is none. */
export function valueAt(document: unknown, pointer: string): unknown {
  try {
    return jsonPointer.get(document as object, pointer.startsWith('#') ? pointer.slice(1) : pointer) as unknown;
  } catch {
    return undefined;
  }
}

/** The unescaped parts of a pointer: `/a~1b/c` gives `['a/b', 'c']`. */
export const pointerParts = (pointer: string): string[] => jsonPointer.parse(pointer);

/** The pointer to a path of keys, each escaped: `['a/b', 'c']` gives `/a~1b/c`. */
export const pointerTo = (parts: readonly (string | number)[]): string => jsonPointer.compile(parts.map(String));

/** One key escaped for a pointer: `application/json` gives `application~1json`. */
export const pointerKey = (key: string): string => jsonPointer.escape(key);
