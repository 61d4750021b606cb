/**
 * The Postman collection and environment as the build publishes them beside /openapi.yaml: exactly what
 * postman/collection.ts generates from the description (the collection that newman runs against the mock in
 * the integration tests, asserting each answer), listed in llms.txt and linked from the reference and its Markdown
 * twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {urls} from '../../src/data/product';
import {postmanCollectionPath, postmanEnvironmentPath} from '../../src/features/api/anchors';
import {allOperations, responseOf, successStatusOf} from '../../src/features/api/openapi';
import {postmanCollection, postmanEnvironment, type PostmanCollection} from '../../src/features/api/postman/collection';
import {buildDir, requireBuild} from '../support/docs';

const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

let published: PostmanCollection;

beforeAll(() => {
  requireBuild();
  published = JSON.parse(read(postmanCollectionPath)) as PostmanCollection;
});

describe('the published Postman files', () => {
  it('are what the generator makes from the description, the collection newman runs', async () => {
    expect(published).toEqual(await postmanCollection());
    expect(JSON.parse(read(postmanEnvironmentPath))).toEqual(postmanEnvironment());
  });

  it('hold every operation once, signed by the collection’s pre-request script, with no key in them', () => {
    const requests = JSON.stringify(published.item).match(/"request":\{/g) ?? [];
    expect(requests).toHaveLength(allOperations().length);
    expect(published.event?.[0]?.listen).toBe('prerequest');
    expect(published.event?.[0]?.script.exec.join('\n')).toContain('CryptoJS.HmacSHA256');
    expect(read(postmanCollectionPath)).not.toMatch(/X-Coinloom-(Key|Signature)":/);
    expect(JSON.parse(read(postmanEnvironmentPath)).values).toContainEqual(
      expect.objectContaining({key: 'keySecret', value: '', type: 'secret'}),
    );
  });

  it('check every answer: the test script documents each operation’s success status and body', () => {
    const test = published.event?.find((event) => event.listen === 'test')?.script.exec.join('\n') ?? '';
    const documented = JSON.parse(/^\s*const DOCUMENTED = (\{.*\});$/m.exec(test)?.[1] ?? '{}') as Record<
      string,
      {status: number; schema: object | null}
    >;
    const expected = Object.fromEntries(
      allOperations().map(({method, path, operation}) => [
        `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        Number(successStatusOf(operation)),
      ]),
    );
    expect(Object.fromEntries(Object.entries(documented).map(([key, {status}]) => [key, status]))).toEqual(expected);
    expect(Object.values(documented).filter(({schema}) => schema === null)).toHaveLength(
      allOperations().filter(({operation}) => !responseOf(operation, successStatusOf(operation) ?? '').content).length,
    );
    expect(test).toContain('pm.response.to.have.jsonSchema');
  });

  it('are listed in llms.txt, and linked from the reference and its twin', () => {
    const llms = read('llms.txt');
    const reference = read('for-developers/specification/index.html');
    const twin = read('for-developers/specification.md');
    for (const file of [postmanCollectionPath, postmanEnvironmentPath]) {
      expect(llms).toContain(`(${urls.docs}${file})`);
      expect(reference).toMatch(new RegExp(`href="?${file.replace(/\./g, '\\.')}"?[ >]`));
      expect(twin).toContain(`${urls.docs}${file}`);
    }
  });
});
