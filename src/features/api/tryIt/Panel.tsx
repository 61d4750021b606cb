import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {isUnixSeconds, nowInSeconds} from './clock';
import {Compare} from './Compare';
import {explainMismatch, type Explanation} from './explain';
import {isLiveServer} from './key';
import {KeyFields} from './KeyFields';
import {
  buildRequest,
  canonicalString,
  parameterKey,
  requestRefusal,
  type TryItData,
  type TryItInput,
  type TryItParameter,
} from './request';
import {BodyField, ParameterFields, ServerChoice} from './RequestFields';
import {CopyRequest, RequestHeaders, StringToSign} from './RequestOutput';
import {Words} from './text';
import {useSignature} from './useSignature';
import type {TryItChecks} from './validate';
import styles from './styles.module.css';

/**
 * The Try it panel of one operation: the reader fills in the request, sees the string to sign and the
 * signing headers, copies the request in four languages, and compares a signature of their own. It runs in
 * the page with Web Crypto; the key and secret are kept in React state only.
 */
export default function TryItPanel({data, checks}: {data: TryItData; checks: TryItChecks}): ReactNode {
  const id = useId();
  const [server, setServer] = useState(data.servers[data.defaultServer].url);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.parameters.map((parameter) => [parameterKey(parameter), parameter.value])),
  );
  const [body, setBody] = useState(data.body?.example ?? '');
  const [keyId, setKeyId] = useState('');
  const [secret, setSecret] = useState('');
  const [timestamp, setTimestamp] = useState(() => String(nowInSeconds()));
  const [theirs, setTheirs] = useState({signature: '', timestamp: '', keyId: ''});
  const [compared, setCompared] = useState<{for: string; value: Explanation} | null>(null);

  const input: TryItInput = {server, values, body};
  // The panel signs with no secret for the live server (SecretField.tsx says why).
  const live = isLiveServer(server);
  const signingSecret = live ? '' : secret;
  // A path value that URL parsing would fold into another endpoint's path makes no request, and nothing is signed.
  const refusal = requestRefusal(data, input);
  const built = refusal ? undefined : buildRequest(data, input);
  const parts = built && {timestamp, method: built.method, pathWithQuery: built.pathWithQuery, body: built.body};
  const canonical = parts ? canonicalString(parts) : '';

  // What the signature and a comparison were made for: once the request, key or secret changes, they are stale.
  const {signing, signature} = useSignature(signingSecret, data.signed && isUnixSeconds(timestamp) ? parts : undefined);
  const comparing = JSON.stringify([signing, keyId]);
  const explanation = compared?.for === comparing ? compared.value : null;

  async function compare(): Promise<void> {
    if (!parts || !signingSecret) return;
    const signedHere = {
      ...parts,
      secret: signingSecret,
      keyId,
      toleranceSeconds: data.toleranceSeconds,
      keyIdForm: data.keyId,
    };
    setCompared({for: comparing, value: await explainMismatch(signedHere, theirs, nowInSeconds())});
  }

  const setValue = (parameter: TryItParameter, value: string) =>
    setValues((previous) => ({...previous, [parameterKey(parameter)]: value}));

  return (
    <div className={styles.panel} data-try-it-panel={data.tryOperation}>
      <p className={styles.note} id={`${id}-privacy`}>
        Runs in your browser. The key id and secret you enter stay in this page: they are not stored, and nothing is
        sent to Coinloom or anywhere else. The panel builds and signs the request; you send it.
      </p>

      <ServerChoice id={id} servers={data.servers} server={server} onChange={setServer} />
      <ParameterFields parameters={data.parameters} checks={checks} values={values} onChange={setValue} />
      {data.body ? <BodyField id={id} body={data.body} checks={checks} value={body} onChange={setBody} /> : null}

      {data.signed ? (
        <KeyFields
          describedBy={`${id}-privacy`}
          toleranceSeconds={data.toleranceSeconds}
          keyIdForm={data.keyId}
          live={live}
          keyId={keyId}
          secret={secret}
          timestamp={timestamp}
          onKeyId={setKeyId}
          onSecret={setSecret}
          onTimestamp={setTimestamp}
        />
      ) : (
        <p className={styles.note}>A public endpoint: the request takes no key and no signature.</p>
      )}

      {refusal ? (
        <div role="alert" className={clsx('alert', 'alert--danger', styles.verdict)} data-try-it-refusal>
          <p>
            <Words text={refusal} />
          </p>
        </div>
      ) : null}

      {data.signed && built ? <StringToSign id={id} canonical={canonical} /> : null}
      {built ? (
        <RequestHeaders
          id={id}
          signed={data.signed}
          built={built}
          keyId={keyId}
          timestamp={timestamp}
          signature={signature}
          live={live}
        />
      ) : null}
      {built ? (
        <CopyRequest id={id} data={data} input={input} keyId={keyId} timestamp={timestamp} signature={signature} />
      ) : null}

      {data.signed && built ? (
        <Compare
          theirs={theirs}
          onTheirs={setTheirs}
          hasSecret={Boolean(secret)}
          live={live}
          keyIdForm={data.keyId}
          onCompare={() => void compare()}
          explanation={explanation}
          ours={canonical}
        />
      ) : null}
    </div>
  );
}
