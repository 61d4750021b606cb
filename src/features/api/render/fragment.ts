/**
 * A fragment: one part of the API description rendered to HTML at build time,
 * named by a query string that the remark step writes into a page
 * (`?api=operation&op=createCheckout&key=2&level=4&page=…`) and that the
 * webpack loader (`loader.cjs`) renders. The same spec always gives the same
 * HTML, so the loader's output caches with the description.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {renderErrors, renderEvents, renderExample, renderSchema, renderServers, type ExampleSpec} from './components';
import {renderOperation, type EndpointPart} from './operation';
import type {Context} from './parts';
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
import {sampleTabs} from './sampleTabs';
import {renderStatusMachine} from './statusMachine';

export type Fragment = {
  /** The HTML, one element. */
  html: string;
  /** Every id inside it: anchors that links elsewhere may point at. */
  ids: string[];
  /** Every link inside it to a page of the site (`/a/b/#c`, `#c`). */
  links: string[];
};

const list = (value: string | null): string[] | undefined => (value ? value.split(',').filter(Boolean) : undefined);

function required(spec: URLSearchParams, name: string): string {
  const value = spec.get(name);
  if (!value) throw new Error(`The API fragment "${spec.get('api')}" needs "${name}" (${spec.toString()}).`);
  return value;
}

/** What each kind of fragment renders, from its spec. */
const kinds: Record<string, (context: Context, spec: URLSearchParams) => Element> = {
  operation: (context, spec) =>
    renderOperation(context, required(spec, 'op'), {
      example: spec.get('example') ?? undefined,
      hide: list(spec.get('hide')) as EndpointPart[] | undefined,
    }),
  samples: (context, spec) => sampleTabs(context, required(spec, 'op'), spec.get('example') ?? undefined),
  example: (context, spec) => {
    const schema = spec.get('schema');
    const example: ExampleSpec = schema
      ? {schema}
      : {
          op: required(spec, 'op'),
          part: required(spec, 'part') as 'request' | 'response',
          status: spec.get('status') ?? undefined,
        };
    return renderExample(context, example);
  },
  events: (context, spec) => {
    const example = spec.get('example');
    return renderEvents(context, list(spec.get('types')), example === 'only' ? 'only' : example === 'true');
  },
  errors: (context, spec) => renderErrors(context, list(spec.get('codes'))),
  schema: (context, spec) => renderSchema(context, required(spec, 'name')),
  status: (context, spec) => renderStatusMachine(context, required(spec, 'name')),
  servers: () => renderServers(),
  'ref-overview': () => referenceOverview(),
  'ref-section': (_, spec) => referenceOverviewSection(required(spec, 'title')),
  'ref-authentication': () => referenceAuthentication(),
  'ref-tag': (_, spec) => referenceTag(required(spec, 'tag')),
  'ref-operation': (context, spec) => renderOperation(context, required(spec, 'op')),
  'ref-webhooks': (context) => referenceWebhooks(context),
  'ref-event': (context, spec) => referenceEvent(context, required(spec, 'type')),
  'ref-schemas': (context) => referenceSchemas(context),
  'ref-common-parameters': (context) => referenceCommonParameters(context),
  'ref-common-responses': (context) => referenceCommonResponses(context),
  'ref-common-errors': (context) => referenceCommonErrors(context),
  'ref-other-errors': (context) => referenceOtherErrors(context),
};

export const fragmentKinds = Object.keys(kinds);

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

/** Renders the fragment a spec names. An unknown kind, or a name the description lacks, throws. */
export function renderFragment(query: string): Fragment {
  const spec = new URLSearchParams(query);
  const kind = spec.get('api') ?? '';
  const render = kinds[kind];
  if (!render) throw new Error(`Unknown API fragment "${kind}"; known: ${fragmentKinds.join(', ')}.`);
  const context: Context = {
    inReference: kind.startsWith('ref-'),
    idPrefix: `api${spec.get('key') ?? '0'}`,
    level: Number(spec.get('level') ?? 0),
  };
  const element = render(context, spec);
  const ids: string[] = [];
  const links: string[] = [];
  collect(element, ids, links);
  return {html: toHtml(element), ids, links};
}
