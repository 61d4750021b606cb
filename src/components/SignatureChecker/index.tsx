import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {limits} from '@site/src/data/product';
import vectors from '@site/src/features/api/samples/test-vectors.json';
import {checkSignature, formatAge, signNow, type CheckResult} from './verify';
import field from '@site/src/css/formField.module.css';
import styles from './styles.module.css';

const TOLERANCE_SECONDS = limits.requestTimestampToleranceSeconds;

type Outcome = CheckResult | {status: 'unsupported'};

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function Hex({value}: {value: string}): ReactNode {
  return <code className={styles.hex}>{value}</code>;
}

function Result({outcome}: {outcome: Outcome}): ReactNode {
  switch (outcome.status) {
    case 'valid':
      return (
        <div className="alert alert--success">
          <p className={styles.verdict}>Verified.</p>
          <p>
            The signature matches this body and secret.{' '}
            {outcome.ageIgnored
              ? `The timestamp is ${formatAge(outcome.ageSeconds)} old; its age was not checked.`
              : `The timestamp is ${formatAge(outcome.ageSeconds)} ${outcome.ageSeconds < 0 ? 'ahead of your clock' : 'old'}, within the ${TOLERANCE_SECONDS} s a handler accepts.`}
          </p>
        </div>
      );
    case 'signature_mismatch':
      return (
        <div className="alert alert--danger">
          <p className={styles.verdict}>Not verified: signature mismatch.</p>
          <p>The v1 signature in the header does not match this body under this secret.</p>
          <dl className={styles.signatures}>
            <dt>Expected v1 for this body and secret</dt>
            <dd>
              <Hex value={outcome.expected} />
            </dd>
            <dt>{outcome.received.length > 1 ? 'v1 values in the header' : 'v1 in the header'}</dt>
            {outcome.received.map((signature) => (
              <dd key={signature}>
                <Hex value={signature} />
              </dd>
            ))}
          </dl>
          <p>
            {outcome.hint ??
              'Check that you use the callback secret of the merchant that sent it (not an API key secret), and that the body is exactly what arrived.'}
          </p>
        </div>
      );
    case 'timestamp_out_of_range':
      return (
        <div className="alert alert--warning">
          <p className={styles.verdict}>Not verified: the timestamp is out of range.</p>
          <p>
            The signature matches, but the timestamp is {formatAge(outcome.ageSeconds)}{' '}
            {outcome.ageSeconds < 0 ? 'ahead of your clock' : 'old'}: more than the {TOLERANCE_SECONDS} s a handler
            accepts, so a handler refuses it as a possible replay. To check an old test payload, tick{' '}
            <strong>Ignore the timestamp&apos;s age</strong>.
          </p>
        </div>
      );
    case 'malformed_header':
      return (
        <div className="alert alert--danger">
          <p className={styles.verdict}>Not verified: malformed header.</p>
          <p>
            {outcome.message} The header reads <code>t=&lt;Unix seconds&gt;,v1=&lt;64 hex characters&gt;</code>.
          </p>
        </div>
      );
    case 'missing_header':
      return (
        <div className="alert alert--danger">
          <p className={styles.verdict}>Not verified: no header.</p>
          <p>Paste the value of the Coinloom-Signature header that came with the callback.</p>
        </div>
      );
    case 'missing_secret':
      return (
        <div className="alert alert--danger">
          <p className={styles.verdict}>Not verified: no secret.</p>
          <p>Enter the callback secret of the merchant that sent the callback.</p>
        </div>
      );
    case 'unsupported':
      return (
        <div className="alert alert--warning">
          <p className={styles.verdict}>This browser cannot compute the signature here.</p>
          <p>The check needs Web Crypto, which browsers offer only on HTTPS pages.</p>
        </div>
      );
  }
}

/**
 * Checks a callback's Coinloom-Signature header against a secret and a raw
 * body, in the browser: Web Crypto computes the HMAC and nothing is sent anywhere.
 */
export default function SignatureChecker(): ReactNode {
  const id = useId();
  const [secret, setSecret] = useState('');
  const [header, setHeader] = useState('');
  const [rawBody, setRawBody] = useState('');
  const [ignoreAge, setIgnoreAge] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (typeof crypto === 'undefined' || !crypto.subtle) {
      setOutcome({status: 'unsupported'});
      return;
    }
    setBusy(true);
    try {
      setOutcome(
        await checkSignature({
          secret,
          header,
          rawBody,
          now: nowInSeconds(),
          toleranceSeconds: TOLERANCE_SECONDS,
          ignoreAge,
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function fillExample(): Promise<void> {
    const example = vectors.callback.example;
    setSecret(vectors.callback.secret);
    setRawBody(example.rawBody);
    setIgnoreAge(false);
    setOutcome(null);
    if (typeof crypto === 'undefined' || !crypto.subtle) {
      setHeader(example.header);
      return;
    }
    setHeader(await signNow(vectors.callback.secret, example.rawBody, nowInSeconds()));
  }

  // A mismatch can come from the secret or the body, so it marks neither field.
  const invalid = (field: 'secret' | 'header') =>
    (field === 'secret' && outcome?.status === 'missing_secret') ||
    (field === 'header' && (outcome?.status === 'missing_header' || outcome?.status === 'malformed_header'));

  return (
    <section className={styles.checker} aria-label="Signature checker" data-browser-only>
      <p id={`${id}-privacy`} className={styles.note}>
        Runs in your browser with Web Crypto: nothing you type here leaves this page.
      </p>
      <form onSubmit={(event) => void verify(event)} aria-describedby={`${id}-privacy`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-secret`}>Callback secret</label>
          <input
            id={`${id}-secret`}
            className={clsx(field.input, styles.input)}
            type="text"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={invalid('secret') || undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-header`}>Coinloom-Signature header</label>
          <input
            id={`${id}-header`}
            className={clsx(field.input, styles.input)}
            type="text"
            value={header}
            onChange={(event) => setHeader(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${id}-header-help`}
            aria-invalid={invalid('header') || undefined}
          />
          <p id={`${id}-header-help`} className={field.help}>
            The header&apos;s value, <code>t=…,v1=…</code>.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>Raw body</label>
          <textarea
            id={`${id}-body`}
            className={clsx(field.input, styles.input, styles.body)}
            value={rawBody}
            onChange={(event) => setRawBody(event.target.value)}
            rows={6}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${id}-body-help`}
          />
          <p id={`${id}-body-help`} className={field.help}>
            Exactly as your server received it, before any JSON parsing: one added space changes the signature.
          </p>
        </div>
        <div className={styles.option}>
          <input
            id={`${id}-ignore-age`}
            type="checkbox"
            checked={ignoreAge}
            onChange={(event) => setIgnoreAge(event.target.checked)}
          />
          <label htmlFor={`${id}-ignore-age`}>
            Ignore the timestamp&apos;s age (for old test payloads; a handler never does)
          </label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            Verify
          </button>
          <button type="button" className="button button--secondary" onClick={() => void fillExample()}>
            Fill with an example
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.result}>
        {outcome ? <Result outcome={outcome} /> : null}
      </div>
    </section>
  );
}
