/**
 * "Sign again with one input changed until one gives their signature": how the Try it panel and the callback
 * signature checker explain a mismatch.
 */

/**
 * The first candidate, in order, whose signature is `expected` (or one of them, as a header with several `v1`
 * entries gives), or undefined when none is. Candidates are signed one at a time, and none after a match.
 */
export async function firstMatch<Candidate>(
  candidates: Iterable<Candidate>,
  sign: (candidate: Candidate) => Promise<string>,
  expected: string | readonly string[],
): Promise<Candidate | undefined> {
  const matches = (signature: string) =>
    typeof expected === 'string' ? signature === expected : expected.includes(signature);
  for (const candidate of candidates) {
    if (matches(await sign(candidate))) return candidate;
  }
  return undefined;
}
