/**
 * What changed in the API between two descriptions, by operation, event, schema and error code, each breaking
 * change marked with its reason. api-smart-diff walks the two documents and classifies every difference
 * (breaking or not, with the request or response it sits in as context); this module only reads its output:
 *
 * - A difference is reported where the library finds it, under an operation's or an event's path, with every
 *   `$ref` resolved. Walking the raw document along that path names the schema that owns it (the last `$ref`
 *   crossed), so a change to `Payment` is one entry, not one per operation that returns a payment.
 * - The library compares enums and `required` lists index by index, so an inserted value reads as a replaced
 *   one. The entry reads both lists whole and names the values added and removed.
 * - Error codes are an extension (`x-error-catalog`), which the library leaves unclassified, and webhooks are
 *   OpenAPI 3.1, which its rules (written for 3.0) do not classify: both are compared here, as sets of names.
 */
import {apiCompare, type Diff} from 'api-smart-diff';
import type {OpenApiDocument} from '../types';

export type ApiChangeScope = 'operation' | 'event' | 'schema' | 'error';

export type ApiChange = {
  scope: ApiChangeScope;
  /** The operation id, event name, schema name or error code. */
  name: string;
  /** Where in it, as `token.contract_address` or `refunds[].status`; absent for the whole thing. */
  field?: string;
  kind:
    | 'added'
    | 'removed'
    | 'made required'
    | 'made optional'
    | 'values added'
    | 'values removed'
    | 'type changed'
    | 'constraint changed';
  /** The enum values added or removed; for a field added, the values it takes, if it is an enum. */
  values?: string[];
  /** For a schema added, its fields. */
  fields?: string[];
  /** A field added that is required from the start. */
  required?: boolean;
  /** Where a parameter is sent (`query`, `path`, `header`), when the change is to one. */
  parameterIn?: string;
  /** The operations whose request carries the change (a change to what a client sends). */
  requestOf?: string[];
  /** Why the change breaks a client written against the older version; absent when it does not. */
  breaking?: string;
};

type Step = string | number;
type Node = Record<string, unknown>;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object';

/** Follows a local `$ref` (`#/components/schemas/Payment`). */
function deref(document: OpenApiDocument, node: unknown): {node: unknown; schema?: string} {
  let schema: string | undefined;
  let current = node;
  for (let hops = 0; isNode(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    if (parts[0] === 'components' && parts[1] === 'schemas') schema = parts[2];
    current = parts.reduce<unknown>(
      (at, key) => (isNode(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      document,
    );
  }
  return {node: current, schema};
}

type Place = {
  scope: ApiChangeScope;
  name: string;
  /** The field path inside `name`, as steps of property names and `[]`. */
  field: string[];
  /** The operation whose request body or parameters hold the place. */
  request?: string;
  parameterIn?: string;
  /** The value at the path in this document, `$ref`s followed. */
  value: unknown;
};

/** Walks a library path in one document: what it belongs to, and the value there. */
function placeOf(document: OpenApiDocument, path: readonly Step[], into = false): Place | undefined {
  const [root, key, method] = path;
  let rest: readonly Step[];
  let place: Place;
  let node: unknown;
  if (root === 'paths' && typeof method === 'string' && METHODS.has(method)) {
    node = (document.paths as Node | undefined)?.[String(key)];
    node = isNode(node) ? node[method] : undefined;
    const id =
      isNode(node) && typeof node.operationId === 'string' ? node.operationId : `${method.toUpperCase()} ${key}`;
    place = {scope: 'operation', name: id, field: [], value: undefined};
    rest = path.slice(3);
    if (rest[0] === 'requestBody' || rest[0] === 'parameters') place.request = id;
  } else if (root === 'webhooks') {
    node = (document.webhooks as Node | undefined)?.[String(key)];
    place = {scope: 'event', name: String(key), field: [], value: undefined};
    rest = path.slice(2);
  } else if (root === 'components' && key === 'schemas') {
    node = (document.components as Node | undefined)?.schemas;
    place = {scope: 'schema', name: String(method), field: [], value: undefined};
    rest = path.slice(2);
  } else {
    return undefined;
  }
  const enter = (value: unknown) => {
    const followed = deref(document, value);
    if (followed.schema) place = {...place, scope: 'schema', name: followed.schema, field: []};
    return followed.node;
  };
  for (let index = 0; index < rest.length; index++) {
    const step = rest[index];
    node = enter(node);
    // A `$ref` with siblings reaches the library as `allOf: [ref]`: in the original it is the ref itself.
    if (step === 'allOf' && isNode(node) && !Array.isArray(node.allOf)) {
      index++;
      continue;
    }
    // The library merges allOf (and reads into oneOf) before it compares: find the member that has the key.
    if (isNode(node) && !(String(step) in node)) {
      const members = [node.allOf, node.oneOf, node.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
      const member = members.find((candidate) => {
        const resolved = deref(document, candidate).node;
        return isNode(resolved) && String(step) in resolved;
      });
      if (member) node = enter(member);
    }
    if (rest[index - 1] === 'properties') place.field.push(String(step));
    if (step === 'items') place.field.push('[]');
    if (rest[index - 1] === 'parameters') {
      const parameter = deref(document, isNode(node) ? node[step as string] : undefined).node;
      if (isNode(parameter) && typeof parameter.name === 'string') {
        place.field.push(parameter.name);
        place.parameterIn = String(parameter.in);
      }
    }
    node = isNode(node) ? node[step as string] : undefined;
  }
  // The value itself; a list owner (`into`) is the schema a `$ref` there leads to.
  const value = into ? enter(node) : deref(document, node).node;
  return {...place, value};
}

const fieldName = (steps: readonly string[]) => steps.join('.').replace(/\.\[\]/g, '[]');

/** The path to the object that holds a list (`…/enum/3` → `…`), and the list's name. */
function listOwner(path: readonly Step[], list: 'enum' | 'required'): readonly Step[] | undefined {
  const at = path.lastIndexOf(list);
  return at >= 0 && at >= path.length - 2 ? path.slice(0, at) : undefined;
}

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
/** The properties a schema has, those of its allOf, oneOf and anyOf members included. */
function propertiesOf(document: OpenApiDocument, value: unknown): string[] {
  const schema = deref(document, value).node;
  if (!isNode(schema)) return [];
  const members = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return [
    ...(isNode(schema.properties) ? Object.keys(schema.properties) : []),
    ...members.flatMap((member) => propertiesOf(document, member)),
  ];
}

/** The error codes of a description: the keys of its error catalog. */
function errorCodes(document: OpenApiDocument): Set<string> {
  const codes = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isNode(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-error-catalog' && isNode(value)) Object.keys(value).forEach((code) => codes.add(code));
        else visit(value);
      }
    }
  };
  visit(document.components);
  return codes;
}

const SCOPE_ORDER: ApiChangeScope[] = ['operation', 'event', 'schema', 'error'];

/** The changes from `before` to `after`, sorted by scope, name and field; breaking ones carry their reason. */
export function apiChanges(before: OpenApiDocument, after: OpenApiDocument): ApiChange[] {
  // The library may change what it is given (it merges allOf): it gets copies, so the walks below read the originals.
  const {diffs} = apiCompare(structuredClone(before), structuredClone(after));
  const changes = new Map<string, ApiChange>();
  const add = (change: ApiChange, diff?: Diff, reason?: string) => {
    const key = [change.scope, change.name, change.field ?? '', change.kind].join('|');
    const known = changes.get(key);
    const entry = known ?? change;
    if (!known) changes.set(key, entry);
    if (change.values && !entry.values) entry.values = change.values;
    // Reached as a parameter by one operation and in a body by another: no one place to name.
    if (known && known.parameterIn !== change.parameterIn) delete entry.parameterIn;
    if (change.requestOf?.length)
      entry.requestOf = [...new Set([...(entry.requestOf ?? []), ...change.requestOf])].sort();
    if (diff?.type === 'breaking' && reason) entry.breaking = reason;
  };

  /** The object that holds a list, in both documents, and the list whole in each. */
  const listsAt = (owner: readonly Step[], list: 'enum' | 'required') => {
    const was = placeOf(before, owner, true);
    const now = placeOf(after, owner, true);
    const read = (place?: Place) => asStrings(isNode(place?.value) ? place.value[list] : undefined);
    return {was, now, wasList: read(was), nowList: read(now)};
  };

  for (const diff of diffs) {
    if (diff.type !== 'breaking' && diff.type !== 'non-breaking' && diff.type !== 'deprecated') continue;
    const path = diff.path as Step[];
    const where = diff.action === 'remove' ? placeOf(before, path) : placeOf(after, path);
    if (!where) continue;
    const requestOf = where.request ? [where.request] : undefined;
    const base = {
      scope: where.scope,
      name: where.name,
      ...(requestOf ? {requestOf} : {}),
      ...(where.parameterIn ? {parameterIn: where.parameterIn} : {}),
    };

    // A whole operation or event added or removed.
    if ((path[0] === 'paths' && path.length === 3) || (path[0] === 'webhooks' && path.length === 2)) {
      if (diff.action === 'add' || diff.action === 'remove') {
        const what = path[0] === 'paths' ? 'an operation removed' : 'an event removed';
        add({scope: where.scope, name: where.name, kind: diff.action === 'add' ? 'added' : 'removed'}, diff, what);
      }
      continue;
    }
    // A whole schema added or removed (what uses it is reported where it is used).
    if (path[0] === 'components' && path.length === 3) {
      if (diff.action === 'add')
        add({scope: 'schema', name: String(path[2]), kind: 'added', fields: propertiesOf(after, diff.after)});
      if (diff.action === 'remove') add({scope: 'schema', name: String(path[2]), kind: 'removed'});
      continue;
    }
    if (path[0] === 'components') continue; // Schemas are read where the operations and events use them.

    const enumOwner = listOwner(path, 'enum');
    if (enumOwner) {
      const {was, now, wasList: wasValues, nowList: nowValues} = listsAt(enumOwner, 'enum');
      const added = nowValues.filter((value) => !wasValues.includes(value));
      const removed = wasValues.filter((value) => !nowValues.includes(value));
      const at = now ?? was;
      const field = fieldName(at?.field ?? []);
      const owner = {...base, ...(at ? {scope: at.scope, name: at.name} : {})};
      if (added.length) add({...owner, field, kind: 'values added', values: added});
      if (removed.length)
        add({...owner, field, kind: 'values removed', values: removed}, diff, 'an enum value removed');
      continue;
    }
    const requiredOwner = listOwner(path, 'required');
    if (requiredOwner) {
      const {was, now, wasList: wasRequired, nowList: nowRequired} = listsAt(requiredOwner, 'required');
      const wasFields = propertiesOf(before, was?.value);
      const owner = now ?? was;
      if (!owner) continue;
      for (const name of nowRequired.filter((field) => !wasRequired.includes(field))) {
        const field = fieldName([...owner.field, name]);
        const scope = {scope: owner.scope, name: owner.name, ...(requestOf ? {requestOf} : {})};
        // A field that is new and required from the start is one change: added, required.
        if (!wasFields.includes(name))
          add({...scope, field, kind: 'added', required: true}, diff, 'a required field added');
        else add({...scope, field, kind: 'made required'}, diff, 'a field made required');
      }
      for (const name of wasRequired.filter((field) => !nowRequired.includes(field))) {
        if (!propertiesOf(after, now?.value).includes(name)) continue; // Removed with its field, reported there.
        const field = fieldName([...owner.field, name]);
        add(
          {scope: owner.scope, name: owner.name, ...(requestOf ? {requestOf} : {}), field, kind: 'made optional'},
          diff,
          'a field made optional',
        );
      }
      continue;
    }
    const last = path[path.length - 1];
    const parent = path[path.length - 2];
    if (parent === 'properties' && (diff.action === 'add' || diff.action === 'remove')) {
      const field = fieldName(where.field);
      const values = diff.action === 'add' ? asStrings(isNode(where.value) ? where.value.enum : undefined) : [];
      add(
        {...base, field, kind: diff.action === 'add' ? 'added' : 'removed', ...(values.length ? {values} : {})},
        diff,
        diff.action === 'add' ? 'a required field added' : 'a field removed',
      );
      continue;
    }
    if (diff.action === 'replace' && ['type', 'pattern', 'format', 'maxLength', 'maximum'].includes(String(last))) {
      add(
        {
          ...base,
          field: fieldName(where.field) || undefined,
          kind: last === 'type' ? 'type changed' : 'constraint changed',
        },
        diff,
        `its ${String(last)} narrowed`,
      );
    }
  }

  // Webhooks are OpenAPI 3.1, which the library's rules (written for 3.0) do not classify: compared here, as sets.
  const eventsBefore = Object.keys(before.webhooks ?? {});
  const eventsAfter = Object.keys(after.webhooks ?? {});
  for (const event of eventsAfter) if (!eventsBefore.includes(event)) add({scope: 'event', name: event, kind: 'added'});
  for (const event of eventsBefore)
    if (!eventsAfter.includes(event)) add({scope: 'event', name: event, kind: 'removed', breaking: 'an event removed'});

  const codesBefore = errorCodes(before);
  const codesAfter = errorCodes(after);
  for (const code of codesAfter) if (!codesBefore.has(code)) add({scope: 'error', name: code, kind: 'added'});
  for (const code of codesBefore) if (!codesAfter.has(code)) add({scope: 'error', name: code, kind: 'removed'});

  // A field under a union (an event's `data`, one of several objects) is reported at the member that owns it.
  const unionMembers = (schema: string, property: string): string[] => {
    const owner = deref(
      after,
      (after.components as Node | undefined)?.schemas ? {$ref: `#/components/schemas/${schema}`} : undefined,
    ).node;
    const field = isNode(owner) && isNode(owner.properties) ? owner.properties[property] : undefined;
    const members = isNode(field)
      ? [field.oneOf, field.anyOf].flatMap((list) => (Array.isArray(list) ? list : []))
      : [];
    return members.map((member) => deref(after, member).schema).filter((name): name is string => !!name);
  };
  for (const [key, change] of changes) {
    const [property, ...rest] = (change.field ?? '').split('.');
    if (change.scope !== 'schema' || rest.length === 0) continue;
    const inner = rest.join('.');
    const members = unionMembers(change.name, property.replace(/\[\]$/, ''));
    if (members.some((member) => changes.has(['schema', member, inner, change.kind].join('|')))) changes.delete(key);
  }
  for (const change of changes.values()) {
    if (!change.field) delete change.field;
    // What a client receives may gain fields, values and requirements, and lose values, without breaking it: only
    // in a request do these break (the library marks some of them in responses too).
    if (
      !change.requestOf &&
      ['added', 'made required', 'values removed', 'type changed', 'constraint changed'].includes(change.kind) &&
      change.field
    )
      delete change.breaking;
  }
  return [...changes.values()].sort(
    (a, b) =>
      SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) ||
      a.name.localeCompare(b.name) ||
      (a.field ?? '').localeCompare(b.field ?? '') ||
      a.kind.localeCompare(b.kind),
  );
}

/** The names a change list mentions: what a post may claim changed. */
export function changedNames(changes: readonly ApiChange[]): Set<string> {
  const names = new Set<string>();
  for (const change of changes) {
    names.add(change.name);
    change.requestOf?.forEach((id) => names.add(id));
    change.values?.forEach((value) => names.add(value));
    change.fields?.forEach((field) => names.add(field));
    if (change.field) for (const part of change.field.replace(/\[\]/g, '').split('.')) names.add(part);
  }
  return names;
}
