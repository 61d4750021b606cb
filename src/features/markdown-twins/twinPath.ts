/**
 * Every doc page has a Markdown twin, written by the build beside its HTML
 * (see src/features/markdown-twins/options.ts): `/a/b/` → `/a/b.md`, and the home page `/` → `/index.md`.
 * The build config, the "Copy page" control and the tests all use this one rule.
 */
export function markdownTwinPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`;
}

/** The doc route whose twin is at `twinPath`: the inverse of `markdownTwinPath`. */
export function routeOfTwin(twinPath: string): string {
  return twinPath === '/index.md' ? '/' : `${twinPath.replace(/\.md$/, '')}/`;
}
