/**
 * The colours of build-time highlighted code (`highlight.ts`), as CSS made
 * from the site's code themes (src/config/codeThemes.ts), so the API samples
 * look like the theme's code blocks in both colour modes. Each kind of token
 * reads its colour from a custom property that each colour mode sets. The
 * plugin writes it at build time and loads it as a client module.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemes} from '../../../config/codeThemes';

const property = (index: number) => `--api-code-${index}`;

/** One colour mode: the block's own colours and each token kind's. */
function modeRule(theme: PrismTheme, mode: string): string {
  const colours = theme.styles.map((entry, index) => `${property(index)}: ${entry.style.color ?? 'inherit'}`);
  return `[data-theme='${mode}'] .api-code { color: ${theme.plain.color}; background-color: ${theme.plain.backgroundColor}; ${colours.join('; ')}; }`;
}

export function codeColorsCss(): string {
  // The two themes style the same token kinds in the same order (themeFrom in codeThemes.ts).
  // Kinds drawn as plain text (punctuation, operators) get no span (highlight.ts), so no rule either.
  const kinds = codeThemes.light.styles.flatMap((entry, index) =>
    entry.style.color === codeThemes.light.plain.color && !entry.style.fontStyle
      ? []
      : `.api-code :is(${entry.types.map((type) => `.${type}`).join(', ')}) { color: var(${property(index)})${entry.style.fontStyle ? `; font-style: ${entry.style.fontStyle}` : ''}; }`,
  );
  return [modeRule(codeThemes.light, 'light'), modeRule(codeThemes.dark, 'dark'), ...kinds, ''].join('\n');
}
