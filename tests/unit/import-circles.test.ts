/**
 * No import circle in the site's source: a circle makes a module's value depend on which file was loaded first,
 * and a reader of either file must hold both in mind. Type-only imports count too.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {projectRoot} from '../support/docs';
import {codeFiles, importCircles} from '../support/imports';

describe('the imports of src/', () => {
  it('make no circle', () => {
    const circles = importCircles(codeFiles('src')).map((circle) =>
      circle.map((file) => path.relative(projectRoot, file)).join(' → '),
    );
    expect(circles).toEqual([]);
  });

  it('are found, circles included (the check itself works)', () => {
    const fixtures = path.join(projectRoot, 'tests/fixtures/import-circle');
    const circles = importCircles(['a.ts', 'b.ts', 'c.ts'].map((file) => path.join(fixtures, file)));
    expect(circles.map((circle) => circle.map((file) => path.basename(file)))).toEqual([['a.ts', 'b.ts']]);
  });
});
