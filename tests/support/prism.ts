/**
 * A Prism mock server (@stoplight/prism-cli) of static/openapi.yaml on a free local port, for the tests that
 * send requests to the API as the description has it. `--errors`: a request that breaks the description is
 * refused, with the broken rules in `sl-violations`.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {projectRoot} from './docs';
import {freePort} from './samples';

export type Prism = {
  /** The mock's root: the description's paths follow it directly, without the servers' `/v1`. */
  baseUrl: string;
  stop: () => void;
};

/**
 * Starts Prism on `file`: the project's description unless a test gives a copy of its own. Without `errors`,
 * Prism answers whatever the description holds, a wrong example included, as it is.
 */
export async function startPrism(file = 'static/openapi.yaml', {errors = true} = {}): Promise<Prism> {
  const port = await freePort();
  const bin = path.join(projectRoot, 'node_modules/.bin/prism');
  const prism = spawn(
    bin,
    ['mock', '--host', '127.0.0.1', '--port', String(port), ...(errors ? ['--errors'] : []), file],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout?.on('data', read);
    prism.stderr?.on('data', read);
    prism.on('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
  return {baseUrl: `http://127.0.0.1:${port}`, stop: () => prism.kill()};
}
