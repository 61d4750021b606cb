// @ts-check
/**
 * `_headers` and `_redirects` as Netlify reads them (Cloudflare Pages reads the same format; the README's
 * deploy section lists where it differs), so that the preview server answers as the host will:
 * - a path pattern matches a request's path exactly, or with `*` standing for any rest of it (`/x/*`
 *   matches `/x/` itself too) and `:name` for one segment; a trailing slash on either side does not matter;
 * - every `_headers` rule that matches adds its headers, a header named by several rules gets their values
 *   joined with ", ", and those headers replace the host's own; they go by the request's path, whatever the
 *   answer (a page, a file, a redirect or the 404 page);
 * - the first `_redirects` rule that matches applies if no file answers the path, or always when forced
 *   (`301!`), and the request's query goes on to the target unless the target has its own;
 * - the two files configure the host and are not served.
 */

/** @typedef {{path: string, headers: [string, string][]}} HeaderRule */
/** @typedef {{from: string, to: string, status: number, force: boolean}} RedirectRule */

export const CONFIG_FILES = ['/_headers', '/_redirects'];

/**
 * @param {string} text the `_headers` file
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path, or without a value: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * @param {string} text the `_redirects` file
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '301'] = line.split(/\s+/);
      if (!from || !to || !/^\d{3}!?$/.test(code)) throw new Error(`_redirects: cannot read "${line}"`);
      return {from, to, status: Number(code.replace('!', '')), force: code.endsWith('!')};
    });
}

/** @param {string} value */
function withoutTrailingSlash(value) {
  return value.length > 1 ? value.replace(/\/$/, '') : value;
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
export function matches(pattern, pathname) {
  // `/x/*` matches `/x` and `/x/` too: the splat may be empty.
  const splat = pattern.length > 2 && pattern.endsWith('/*');
  const source = withoutTrailingSlash(splat ? pattern.slice(0, -2) : pattern)
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}$`).test(withoutTrailingSlash(pathname));
}

/**
 * The headers the rules add to a response for `pathname`.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, {name: string, values: string[]}>} */
  const found = new Map();
  for (const rule of rules.filter((candidate) => matches(candidate.path, pathname))) {
    for (const [name, value] of rule.headers) {
      const entry = found.get(name.toLowerCase()) ?? {name, values: []};
      entry.values.push(value);
      found.set(name.toLowerCase(), entry);
    }
  }
  return Object.fromEntries([...found.values()].map(({name, values}) => [name, values.join(', ')]));
}

/**
 * The redirect for `pathname`, if any: the first rule that matches, as Netlify reads the file. The request's
 * query goes on to the new address unless the rule's target has a query of its own, as both Netlify and
 * Cloudflare Pages pass it on.
 * @param {RedirectRule[]} rules
 * @param {string} pathname
 * @param {boolean} fileAnswers whether a file of the build answers the path
 * @param {string} [search] the request's query, `?…` or ''
 * @returns {{status: number, location: string} | null}
 */
export function redirectFor(rules, pathname, fileAnswers, search = '') {
  const rule = rules.find((candidate) => matches(candidate.from, pathname));
  if (!rule || (fileAnswers && !rule.force)) return null;
  return {status: rule.status, location: rule.to.includes('?') ? rule.to : `${rule.to}${search}`};
}
