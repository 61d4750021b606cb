/**
 * A fragment request: which part of the API description a page shows, and where on the page it stands. The
 * remark step (remark.ts) writes one into the query of an import of the description, the webpack loader
 * (loader.ts) reads it back, and the renderer (render/fragment.ts) renders it. All three use the types and
 * the two functions here, so a mistyped kind or a missing name fails the type check, not a build.
 */

/** The parts of an operation's block that a page may leave out (`<ApiEndpoint hide={[…]}>`). */
export const ENDPOINT_PARTS = ['request', 'response', 'errors'] as const;
export type EndpointPart = (typeof ENDPOINT_PARTS)[number];

/** What each kind of fragment names. */
export type FragmentRequest =
  | {api: 'operation'; op: string; example?: string; hide?: EndpointPart[]}
  | {api: 'samples'; op: string; example?: string}
  | {api: 'example'; schema: string}
  | {api: 'example'; op: string; part: 'request' | 'response'; status?: string}
  | {api: 'events'; types?: string[]; example?: 'true' | 'only'}
  | {api: 'errors'; codes?: string[]}
  | {api: 'schema'; name: string}
  | {api: 'status'; name: string}
  | {api: 'servers'}
  | {api: 'ref-overview'}
  | {api: 'ref-section'; title: string}
  | {api: 'ref-authentication'}
  | {api: 'ref-tag'; tag: string}
  | {api: 'ref-operation'; op: string}
  | {api: 'ref-webhooks'}
  | {api: 'ref-event'; type: string}
  | {api: 'ref-schemas'}
  | {api: 'ref-common-parameters'}
  | {api: 'ref-common-responses'}
  | {api: 'ref-common-errors'}
  | {api: 'ref-other-errors'};

export type FragmentKind = FragmentRequest['api'];

/** The request of one kind. */
export type RequestOf<K extends FragmentKind> = Extract<FragmentRequest, {api: K}>;

/** Where a fragment stands: its page, its number on the page (for unique ids) and its heading level. */
export type Placement = {page: string; key: number; level: number};

/** Every kind, each once: the record makes the compiler check that none is missing or extra. */
const KINDS: Record<FragmentKind, true> = {
  operation: true,
  samples: true,
  example: true,
  events: true,
  errors: true,
  schema: true,
  status: true,
  servers: true,
  'ref-overview': true,
  'ref-section': true,
  'ref-authentication': true,
  'ref-tag': true,
  'ref-operation': true,
  'ref-webhooks': true,
  'ref-event': true,
  'ref-schemas': true,
  'ref-common-parameters': true,
  'ref-common-responses': true,
  'ref-common-errors': true,
  'ref-other-errors': true,
};

export const fragmentKinds = Object.keys(KINDS) as FragmentKind[];

const isKind = (value: string): value is FragmentKind => Object.hasOwn(KINDS, value);

/** The names each kind must give, and the ones that are lists (joined with commas in the query). */
const REQUIRED: Partial<Record<FragmentKind, readonly string[]>> = {
  operation: ['op'],
  samples: ['op'],
  schema: ['name'],
  status: ['name'],
  'ref-section': ['title'],
  'ref-tag': ['tag'],
  'ref-operation': ['op'],
  'ref-event': ['type'],
};
const LISTS = new Set(['hide', 'types', 'codes']);

/**
 * The query of an import that asks for a fragment. Empty values are left out; the placement comes last, so
 * the same request at the same place always gives the same query (and the same cached module).
 */
export function toQuery(request: FragmentRequest, placement: Placement): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request) as [string, string | string[] | undefined][]) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(name, text);
  }
  params.set('level', String(placement.level));
  params.set('key', String(placement.key));
  params.set('page', placement.page);
  return params.toString();
}

/** Reads a query that `toQuery` wrote. An unknown kind, or a name the kind needs and lacks, throws. */
export function fromQuery(query: string): {request: FragmentRequest; placement: Placement} {
  const params = new URLSearchParams(query);
  const kind = params.get('api') ?? '';
  if (!isKind(kind)) throw new Error(`Unknown API fragment "${kind}"; known: ${fragmentKinds.join(', ')}.`);
  const needs = kind === 'example' ? (params.get('schema') ? ['schema'] : ['op', 'part']) : (REQUIRED[kind] ?? []);
  const missing = needs.find((name) => !params.get(name));
  if (missing) throw new Error(`The API fragment "${kind}" needs "${missing}" (${query}).`);
  const request: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    if (name === 'level' || name === 'key' || name === 'page' || name === 'chunk') continue;
    request[name] = LISTS.has(name) ? value.split(',').filter(Boolean) : value;
  }
  return {
    request: request as FragmentRequest,
    placement: {
      page: params.get('page') ?? '',
      key: Number(params.get('key') ?? 0),
      level: Number(params.get('level') ?? 0),
    },
  };
}
