/**
 * A fragment: one part of the API description rendered to HTML at build time,
 * named by a fragment request (../fragmentRequest.ts) that the remark step
 * writes into a page and the webpack loader (../loader.ts) reads back. The
 * same request at the same place always gives the same HTML, so the loader's
 * output caches with the description.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {fromQuery, type FragmentKind, type FragmentRequest, type Placement, type RequestOf} from '../fragmentRequest';
import {renderErrors, renderEvents, renderExample, renderSchema, renderServers} from './components';
import {renderOperation} from './operation';
import type {Context} from './context';
import {
  referenceAuthentication,
  referenceCommonErrors,
  referenceCommonParameters,
  referenceCommonResponses,
  referenceEvent,
  referenceOtherErrors,
  referenceOverview,
  referenceOverviewSection,
  referenceSchemas,
  referenceTag,
  referenceWebhooks,
} from './reference';
import {deferHiddenPanels, sampleTabs} from './sampleTabs';
import {renderStatusMachine} from './statusMachine';

export type Fragment = {
  /** The HTML, one element. */
  html: string;
  /** Every id inside it: anchors that links elsewhere may point at. */
  ids: string[];
  /** Every link inside it to a page of the site (`/a/b/#c`, `#c`). */
  links: string[];
};

export {fragmentKinds} from '../fragmentRequest';

type Render<K extends FragmentKind> = (context: Context, request: RequestOf<K>) => Element;

/** What each kind of fragment renders, from its request. */
const kinds: {[K in FragmentKind]: Render<K>} = {
  operation: (context, {op, example, hide}) => renderOperation(context, op, {example, hide}),
  samples: (context, {op, example}) => sampleTabs(context, op, example),
  example: (context, request) =>
    renderExample(
      context,
      'schema' in request ? {schema: request.schema} : {op: request.op, part: request.part, status: request.status},
    ),
  events: (context, {types, example}) => renderEvents(context, types, example === 'only' ? 'only' : example === 'true'),
  errors: (context, {codes}) => renderErrors(context, codes),
  schema: (context, {name}) => renderSchema(context, name),
  status: (context, {name}) => renderStatusMachine(context, name),
  servers: () => renderServers(),
  'ref-overview': () => referenceOverview(),
  'ref-section': (_, {title}) => referenceOverviewSection(title),
  'ref-authentication': () => referenceAuthentication(),
  'ref-tag': (_, {tag}) => referenceTag(tag),
  'ref-operation': (context, {op}) => renderOperation(context, op),
  'ref-webhooks': (context) => referenceWebhooks(context),
  'ref-event': (context, {type}) => referenceEvent(context, type),
  'ref-schemas': (context) => referenceSchemas(context),
  'ref-common-parameters': (context) => referenceCommonParameters(context),
  'ref-common-responses': (context) => referenceCommonResponses(context),
  'ref-common-errors': (context) => referenceCommonErrors(context),
  'ref-other-errors': (context) => referenceOtherErrors(context),
};

function collect(node: Root | ElementContent, ids: string[], links: string[]): void {
  if (node.type !== 'root' && node.type !== 'element') return;
  if (node.type === 'element') {
    const {id, href} = node.properties ?? {};
    if (typeof id === 'string') ids.push(id);
    // Pages only: a file beside the site (`/openapi.yaml`) is no route the link checker knows.
    const isPage =
      typeof href === 'string' &&
      /^[/#]/.test(href) &&
      !href.startsWith('//') &&
      !/\.[a-z]+$/i.test(href.split('#')[0]);
    if (node.tagName === 'a' && isPage) links.push(href as string);
  }
  for (const child of node.children) collect(child as ElementContent, ids, links);
}

/** Renders the fragment a request names at its place. A name the description lacks throws. */
export function renderRequest(request: FragmentRequest, placement: Placement): Fragment {
  const render = kinds[request.api] as Render<FragmentKind>;
  const context: Context = {
    inReference: request.api.startsWith('ref-'),
    idPrefix: `api${placement.key}`,
    level: placement.level,
  };
  const element = render(context, request as never);
  const ids: string[] = [];
  const links: string[] = [];
  collect(element, ids, links);
  deferHiddenPanels(element);
  return {html: toHtml(element), ids, links};
}

/** Renders the fragment an import's query names (what the loader and the page check are given). */
export function renderFragment(query: string): Fragment {
  const {request, placement} = fromQuery(query);
  return renderRequest(request, placement);
}
