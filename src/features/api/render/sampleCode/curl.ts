/** The cURL sample of one request: the shell signs it with openssl when it runs. */
import {shellQuote} from './literals';
import type {SampleRequest} from './request';
import {KEY_NOTE, signedHeaderLines, signsWhenRun, unsignedNote} from './signing';

/** The request as a bash script around one curl command. */
export function curlSample(request: SampleRequest): string {
  const url = request.baseUrl + request.path;
  const signedPath = new URL(url).pathname + new URL(url).search;
  const lines: string[] = [];
  const headers: string[] = [];
  if (signsWhenRun(request)) {
    lines.push(
      '# Needs bash, curl and openssl,',
      `# ${KEY_NOTE}`,
      '# The shell signs the timestamp, method, path and body, joined by line breaks.',
      ...(request.bodyText === undefined ? ["BODY=''"] : [`BODY=${shellQuote(request.bodyText)}`]),
      'TIMESTAMP=$(date +%s)',
      `SIGNATURE=$(printf '%s\\n%s\\n%s\\n%s' "$TIMESTAMP" ${request.method} ${shellQuote(signedPath)} "$BODY" \\`,
      `  | openssl dgst -sha256 -hmac "$COINLOOM_KEY_SECRET" | awk '{print $NF}')`,
      '',
    );
    headers.push(
      '-H "X-Coinloom-Key: $COINLOOM_KEY_ID"',
      '-H "X-Coinloom-Timestamp: $TIMESTAMP"',
      '-H "X-Coinloom-Signature: $SIGNATURE"',
    );
  } else {
    lines.push(`# ${unsignedNote(request)}`);
    if (request.bodyText !== undefined) {
      lines.push(`BODY=${shellQuote(request.bodyText)}`, '');
    }
    headers.push(...signedHeaderLines(request).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`));
  }
  if (request.method === 'POST') {
    const {idempotencyKey: key} = request;
    headers.push(key ? `-H ${shellQuote(`Idempotency-Key: ${key}`)}` : '-H "Idempotency-Key: $(openssl rand -hex 16)"');
  }
  if (request.bodyText !== undefined) {
    headers.push(`-H 'Content-Type: application/json'`, '--data-binary "$BODY"');
  }
  const command = [`curl -sS -X ${request.method} ${shellQuote(url)}`, ...headers.map((header) => `  ${header}`)];
  lines.push(command.join(' \\\n'));
  return lines.join('\n');
}
