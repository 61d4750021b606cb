import {describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../types';
import {apiChanges, changedNames} from './diff';

/** A small description: one operation that takes and returns a Thing, one event, one error code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture each test edits freely
type Fixture = any;
function description(change: (document: Fixture) => void = () => undefined): OpenApiDocument {
  const document: Fixture = {
    openapi: '3.1.0',
    info: {title: 'Fixture', version: '1.0.0'},
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/ThingCreate'}}}},
          responses: {
            '201': {
              description: 'Made.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
            },
          },
        },
        get: {
          operationId: 'listThings',
          parameters: [{name: 'colour', in: 'query', schema: {type: 'string', enum: ['red', 'blue']}}],
          responses: {
            '200': {
              description: 'A page.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
            },
          },
        },
      },
    },
    webhooks: {
      'thing.made': {
        post: {
          operationId: 'onThingMade',
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
          responses: {'200': {description: 'Taken.'}},
        },
      },
    },
    components: {
      schemas: {
        ThingCreate: {
          type: 'object',
          required: ['name'],
          properties: {name: {type: 'string'}, colour: {type: 'string', enum: ['red', 'blue']}, note: {type: 'string'}},
        },
        Thing: {
          type: 'object',
          required: ['id', 'status'],
          properties: {id: {type: 'string'}, status: {type: 'string', enum: ['new', 'done']}, note: {type: 'string'}},
        },
        Problem: {
          type: 'object',
          properties: {
            code: {type: 'string', 'x-error-catalog': {thing_missing: {status: 404, meaning: 'No such thing.'}}},
          },
        },
      },
    },
  };
  change(document);
  return document as OpenApiDocument;
}

describe('apiChanges', () => {
  it('finds nothing between a description and itself, and nothing in wording alone', () => {
    const reworded = description((document) => {
      document.components.schemas.Thing.description = 'A thing, described anew.';
    });
    expect(apiChanges(description(), reworded)).toEqual([]);
  });

  it('marks a required field added to a request as breaking, with its reason and the operation', () => {
    const after = description((document) => {
      const schema = document.components.schemas.ThingCreate;
      schema.properties.size = {type: 'integer'};
      schema.required.push('size');
    });
    expect(apiChanges(description(), after)).toEqual([
      {
        scope: 'schema',
        name: 'ThingCreate',
        field: 'size',
        kind: 'added',
        required: true,
        requestOf: ['createThing'],
        breaking: 'a required field added',
      },
    ]);
  });

  it('marks an existing request field made required as breaking', () => {
    const after = description((document) => document.components.schemas.ThingCreate.required.push('note'));
    expect(apiChanges(description(), after)).toMatchObject([
      {name: 'ThingCreate', field: 'note', kind: 'made required', breaking: 'a field made required'},
    ]);
  });

  it('marks an enum value removed from a request as breaking, naming the value, and one added as not', () => {
    const after = description((document) => {
      document.components.schemas.ThingCreate.properties.colour.enum = ['green', 'blue'];
    });
    expect(apiChanges(description(), after)).toEqual([
      {
        scope: 'schema',
        name: 'ThingCreate',
        field: 'colour',
        kind: 'values added',
        values: ['green'],
        requestOf: ['createThing'],
      },
      {
        scope: 'schema',
        name: 'ThingCreate',
        field: 'colour',
        kind: 'values removed',
        values: ['red'],
        requestOf: ['createThing'],
        breaking: 'an enum value removed',
      },
    ]);
  });

  it('marks a query parameter value removed as breaking for its operation', () => {
    const after = description((document) => {
      document.paths['/things'].get.parameters[0].schema.enum = ['blue'];
    });
    expect(apiChanges(description(), after)).toMatchObject([
      {
        scope: 'operation',
        name: 'listThings',
        field: 'colour',
        parameterIn: 'query',
        kind: 'values removed',
        values: ['red'],
        breaking: 'an enum value removed',
      },
    ]);
  });

  it('does not mark what a response gains as breaking, and marks a field it always had and loses', () => {
    const after = description((document) => {
      const thing = document.components.schemas.Thing;
      thing.properties.size = {type: 'integer'};
      thing.required = ['id', 'status', 'size'];
      thing.properties.status.enum.push('lost');
      delete thing.properties.note;
    });
    const before = description((document) => document.components.schemas.Thing.required.push('note'));
    const changes = apiChanges(before, after);
    expect(changes).toContainEqual({scope: 'schema', name: 'Thing', field: 'size', kind: 'added', required: true});
    expect(changes).toContainEqual({
      scope: 'schema',
      name: 'Thing',
      field: 'status',
      kind: 'values added',
      values: ['lost'],
    });
    expect(changes).toContainEqual({
      scope: 'schema',
      name: 'Thing',
      field: 'note',
      kind: 'removed',
      breaking: 'a field removed',
    });
  });

  it('lists operations, events and error codes added and removed', () => {
    const after = description((document) => {
      delete document.paths['/things'].get;
      document.webhooks['thing.lost'] = document.webhooks['thing.made'];
      document.components.schemas.Problem.properties.code['x-error-catalog'].thing_late = {
        status: 409,
        meaning: 'Late.',
      };
    });
    const changes = apiChanges(description(), after);
    expect(changes).toContainEqual({
      scope: 'operation',
      name: 'listThings',
      kind: 'removed',
      breaking: 'an operation removed',
    });
    expect(changes).toContainEqual({scope: 'event', name: 'thing.lost', kind: 'added'});
    expect(changes).toContainEqual({scope: 'error', name: 'thing_late', kind: 'added'});
    expect(changedNames(changes)).toEqual(new Set(['listThings', 'thing.lost', 'thing_late']));
  });
});
