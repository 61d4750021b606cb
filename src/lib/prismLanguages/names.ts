/** The language names, as code blocks spell them, that ./index.ts makes the theme's Prism highlight. */
export const EXTRA_LANGUAGE_NAMES: readonly string[] = ['bash', 'sh', 'shell', 'php'];
