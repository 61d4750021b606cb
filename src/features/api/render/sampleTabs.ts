/**
 * An operation's cURL, Node.js, Python and PHP samples as tabs, in HTML made
 * at build time. The tabs follow the ARIA tabs pattern (each tab names the
 * panel it controls); `client/samples.ts` switches them in the browser and
 * shares the reader's language with the theme's tabs (`groupId="language"`).
 * The first panel is in the page as HTML; the others carry theirs in an
 * attribute until a reader picks their language (`deferHiddenPanels`, and
 * `../deferredPanels.ts` for why). They wear Infima's tab classes, so they
 * look like the theme's tabs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {h} from 'hastscript';
import {DEFERRED_PROPERTY} from '../deferredPanels';
import {codeBlock} from './codeBlock';
import {referenceHref, type Context} from './context';
import {requestFor, sampleFile, sampleLanguages, samplesFor, signingHelpers, type SampleLanguage} from './samples';

/** The language a page opens with before the reader picks one: the first tab. */
export const DEFAULT_LANGUAGE: SampleLanguage = 'curl';

const signingDir = path.resolve(__dirname, '../samples/signing');

/** The id of a signing helper's source in the reference, under its authentication headers. */
export function helperAnchor(language: Exclude<SampleLanguage, 'curl'>): string {
  return `signing-helper-${language}`;
}

/** A signing helper's source, folded, with its anchor: the reference shows each once. */
export function helperSource(language: Exclude<SampleLanguage, 'curl'>): Element {
  const file = signingHelpers[language];
  const highlight = sampleLanguages.find(({id}) => id === language)?.highlight ?? 'text';
  return h('details', {className: ['api-helper'], id: helperAnchor(language)}, [
    h('summary', [h('code', file), ', the signing helper the samples import']),
    codeBlock(fs.readFileSync(path.join(signingDir, file), 'utf8').trimEnd(), highlight, file),
  ]);
}

/** Under a sample: the helper it imports, one click away in the reference. */
function helperLink(context: Context, language: Exclude<SampleLanguage, 'curl'>): Element {
  return h('p', {className: ['api-also']}, [
    'Save ',
    h('a', {href: referenceHref(context, helperAnchor(language))}, h('code', signingHelpers[language])),
    ', the signing helper, beside it.',
  ]);
}

type Options = {
  /** Plain, unhighlighted blocks without the helpers' sources: the reference names the helpers once. */
  plain?: boolean;
};

/** The samples of one operation, sending the named request example (the first when left out). */
export function sampleTabs(
  context: Context,
  operationId: string,
  example: string | undefined,
  {plain = false}: Options = {},
): Element {
  const request = requestFor(operationId, example);
  const samples = samplesFor(request);
  const id = (language: string, part: 'tab' | 'panel') => `${context.idPrefix}-${language}-${part}`;
  return h('div', {className: ['api-samples'], dataApiSamples: operationId}, [
    h(
      'div',
      {role: 'tablist', className: ['tabs', 'api-tabs'], ariaLabel: 'Language of the samples'},
      sampleLanguages.map(({id: language, label}) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            className: ['tabs__item', ...(language === DEFAULT_LANGUAGE ? ['tabs__item--active'] : [])],
            id: id(language, 'tab'),
            ariaControls: id(language, 'panel'),
            ariaSelected: language === DEFAULT_LANGUAGE ? 'true' : 'false',
            tabIndex: language === DEFAULT_LANGUAGE ? 0 : -1,
            dataApiTab: language,
          },
          label,
        ),
      ),
    ),
    ...sampleLanguages.map(({id: language, highlight}) => {
      const title = language === 'curl' ? 'Shell' : sampleFile(language, operationId);
      return h(
        'div',
        {
          role: 'tabpanel',
          id: id(language, 'panel'),
          ariaLabelledBy: id(language, 'tab'),
          dataApiPanel: language,
          hidden: language !== DEFAULT_LANGUAGE,
        },
        [
          codeBlock(samples[language], highlight, title, {plain}),
          ...(language !== 'curl' && request.signed ? [helperLink(context, language)] : []),
        ],
      );
    }),
  ]);
}

/**
 * Moves each hidden samples panel's content into its deferred attribute, as
 * HTML: run on a fragment once its ids and links are collected, so the page
 * check still sees the links inside.
 */
export function deferHiddenPanels(node: ElementContent): void {
  if (node.type !== 'element') return;
  const {dataApiPanel, hidden} = node.properties;
  if (dataApiPanel !== undefined && hidden === true && node.children.length > 0) {
    node.properties[DEFERRED_PROPERTY] = toHtml(
      {type: 'root', children: node.children},
      {omitOptionalTags: true, preferUnquoted: true},
    );
    node.children = [];
    return;
  }
  for (const child of node.children) deferHiddenPanels(child);
}
