/**
 * What the panel makes of the reader's input: the string to sign, the request line and headers, and the request to
 * copy in each language.
 */
import type {ReactNode} from 'react';
import field from '@site/src/css/formField.module.css';
import {postmanCollectionPath} from '../anchors';
import {samplesFor} from '../render/sampleCode';
import {CodeBlock} from './CodeBlock';
import {LanguageTabs} from './LanguageTabs';
import {byteLength, sampleRequestOf, type BuiltRequest, type TryItData, type TryItInput} from './request';
import {Visible} from './text';
import {canSign} from './useSignature';
import styles from './styles.module.css';

/** The signing headers as the panel has them: each may still be empty. */
type Signing = {keyId: string; timestamp: string; signature: string};

/** One part of the output, named by its title line. */
function Section({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section aria-labelledby={id} className={styles.output}>
      <p id={id} className={styles.title}>
        {title}
      </p>
      {children}
    </section>
  );
}

/** The string to sign, each line feed shown, with its length in UTF-8 bytes. */
export function StringToSign({id, canonical}: {id: string; canonical: string}): ReactNode {
  return (
    <Section id={`${id}-signed`} title="String to sign">
      <p className={field.help}>
        The timestamp, method, path with query, and body, joined by line feeds (each ↵), {byteLength(canonical)} bytes
        in UTF-8. The body is signed exactly as it is sent.
      </p>
      <pre tabIndex={0} data-try-it-canonical>
        <Visible text={canonical} />
      </pre>
    </Section>
  );
}

/** The request line and its headers, the signing headers with what is still missing said in their place. */
export function RequestHeaders({
  id,
  signed,
  built,
  keyId,
  timestamp,
  signature,
  live,
}: {
  id: string;
  signed: boolean;
  built: BuiltRequest;
  /** Whether the live server is chosen, for which the panel signs nothing. */
  live: boolean;
} & Signing): ReactNode {
  const headerLines = [
    ...built.headers.map(([name, value]) => `${name}: ${value}`),
    ...(built.body ? ['Content-Type: application/json'] : []),
    ...(signed
      ? [
          // A key id typed for the sandbox would be wrong here: the panel takes no live key (SecretField.tsx).
          `X-Coinloom-Key: ${live ? '(your live key id: sign live requests on your server)' : keyId || '(enter the key id)'}`,
          `X-Coinloom-Timestamp: ${timestamp}`,
          `X-Coinloom-Signature: ${signature || (live ? '(not signed here for the live server)' : '(enter the secret)')}`,
        ]
      : []),
  ].join('\n');
  return (
    <Section id={`${id}-headers`} title={signed ? 'Headers' : 'Request'}>
      <CodeBlock
        title="HTTP"
        text={`${built.method} ${built.url}\n${headerLines}`}
        copyLabel="Copy the request line and headers"
        data="headers"
      />
      {signed && !canSign() ? (
        <p className={field.help}>This browser cannot sign here: Web Crypto needs an HTTPS page.</p>
      ) : null}
    </Section>
  );
}

/**
 * The request in cURL, Node.js, Python and PHP, written by the samples' own generators: with the headers signed
 * here once there are a key id and a signature, else signing when it runs.
 */
export function CopyRequest({
  id,
  data,
  input,
  keyId,
  timestamp,
  signature,
}: {id: string; data: TryItData; input: TryItInput} & Signing): ReactNode {
  const signedHeaders = signature && keyId ? {keyId, timestamp, signature} : undefined;
  const samples = samplesFor(sampleRequestOf(data, input, signedHeaders));
  return (
    <Section id={`${id}-copy`} title="Copy the request">
      <p className={field.help}>
        {signedHeaders
          ? 'With the headers signed here and the body exactly as signed: send it within the window above.'
          : data.signed
            ? 'Without a key id and secret here, each sample signs when it runs, with the key in its environment, as the samples above do.'
            : 'Ready to run.'}
      </p>
      <LanguageTabs samples={samples} />
      <p className={field.help}>
        Prefer Postman? Import the{' '}
        {/* A file to download, and the panel's root is outside the app, whose router `Link` needs. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a href={postmanCollectionPath} download>
          Postman collection
        </a>
        {data.signed ? ', which signs each request for you' : ''}.
      </p>
    </Section>
  );
}
