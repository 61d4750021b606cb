import {Fragment, useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import field from '@site/src/css/formField.module.css';
import {
  curlSample,
  nodeSample,
  phpSample,
  pythonSample,
  sampleLanguages,
  type SampleLanguage,
} from '../render/sampleCode';
import {explainMismatch, type Explanation} from './explain';
import {
  buildRequest,
  byteLength,
  canonicalString,
  parameterKey,
  requestRefusal,
  sampleRequestOf,
  signatureOf,
  type TryItData,
  type TryItInput,
  type TryItParameter,
} from './request';
import {checkBody, checkParameter, validatorOf, type Problem, type TryItChecks, type TryItValidator} from './validate';
import styles from './styles.module.css';

const writers = {curl: curlSample, node: nodeSample, python: pythonSample, php: phpSample};

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

const canSign = (): boolean => typeof crypto !== 'undefined' && Boolean(crypto.subtle);

/** Text with `code` spans, as the description writes it. */
function Words({text}: {text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

/** A string byte for byte: each line feed, carriage return and tab shown as a mark, where it is. */
function Visible({text}: {text: string}): ReactNode {
  return text.split(/(\r\n|\n|\r|\t)/).map((part, index) => {
    const mark = {'\r\n': '␍↵', '\n': '↵', '\r': '␍', '\t': '⇥'}[part];
    if (!mark) return part;
    return (
      <Fragment key={index}>
        <span className={styles.mark} aria-hidden="true">
          {mark}
        </span>
        {part === '\t' ? part : '\n'}
      </Fragment>
    );
  });
}

function Problems({problems, id}: {problems: Problem[]; id: string}): ReactNode {
  if (!problems.length) return null;
  return (
    <ul id={id} className={styles.problems}>
      {problems.map((problem) => (
        <li key={`${problem.field} ${problem.message}`}>
          {problem.field ? <code>{problem.field}</code> : null} <Words text={problem.message} />
          {problem.description ? (
            <span className={styles.described}>
              {' '}
              (<Words text={problem.description} />)
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      aria-label={copied ? undefined : label}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** Code under a bar with its title and a Copy button, as the site's samples show code. */
function CodeBlock({
  title,
  text,
  copyLabel,
  data,
}: {
  title: string;
  text: string;
  copyLabel: string;
  data: string;
}): ReactNode {
  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span>{title}</span>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre tabIndex={0} data-try-it-code={data}>
        {text}
      </pre>
    </div>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  placeholder?: string;
  numeric?: boolean;
  invalid?: boolean;
  /** A control beside the field, such as a button that fills it. */
  children?: ReactNode;
};

/** A one-line text field of the panel, with its label and help; nothing typed is corrected or remembered. */
function TextField({label, value, onChange, help, placeholder, numeric, invalid, children}: TextFieldProps): ReactNode {
  const id = useId();
  const input = (
    <input
      id={id}
      className={clsx(field.input, styles.input)}
      type="text"
      inputMode={numeric ? 'numeric' : undefined}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      aria-describedby={help ? `${id}-help` : undefined}
      aria-invalid={invalid || undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children ? (
        <div className={styles.inline}>
          {input}
          {children}
        </div>
      ) : (
        input
      )}
      {help ? (
        <p id={`${id}-help`} className={field.help}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

function ParameterField({
  parameter,
  validate,
  value,
  onChange,
}: {
  parameter: TryItParameter;
  validate: TryItValidator;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  const problems = checkParameter(parameter, value, validate);
  const options = parameter.schema.enum;
  const common = {
    id,
    value,
    className: clsx(field.input, styles.input),
    'aria-describedby': clsx(`${id}-help`, problems.length && `${id}-problems`),
    'aria-invalid': problems.length > 0 || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{parameter.name}</code>{' '}
        <span className={styles.where}>
          {parameter.in}
          {parameter.required ? ', required' : ''}
        </span>
      </label>
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {parameter.required ? null : <option value="">(none)</option>}
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          placeholder={parameter.example}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p id={`${id}-help`} className={field.help}>
        <Words text={parameter.description} />
      </p>
      <Problems problems={problems.map((problem) => ({...problem, description: undefined}))} id={`${id}-problems`} />
    </div>
  );
}

function Tabs({samples}: {samples: Record<SampleLanguage, string>}): ReactNode {
  const id = useId();
  const [selected, setSelected] = useState<SampleLanguage>('curl');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sampleLanguages.findIndex((language) => language.id === selected);
    const next = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sampleLanguages.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = sampleLanguages[(next + sampleLanguages.length) % sampleLanguages.length];
    setSelected(language.id);
    document.getElementById(`${id}-${language.id}`)?.focus();
  };
  const language = sampleLanguages.find((candidate) => candidate.id === selected) ?? sampleLanguages[0];
  return (
    <div>
      <div role="tablist" aria-label="Language of the request" className={styles.tabs} onKeyDown={move}>
        {sampleLanguages.map((candidate) => (
          <button
            key={candidate.id}
            id={`${id}-${candidate.id}`}
            type="button"
            role="tab"
            aria-selected={candidate.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={candidate.id === selected ? 0 : -1}
            className={clsx(styles.tab, candidate.id === selected && styles.tabSelected)}
            onClick={() => setSelected(candidate.id)}>
            {candidate.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}`}>
        <CodeBlock
          title={language.label}
          text={samples[selected]}
          copyLabel={`Copy the request in ${language.label}`}
          data={selected}
        />
      </div>
    </div>
  );
}

/** The two strings to sign, line by line, with the lines that differ marked. */
function SideBySide({ours, theirs}: {ours: string; theirs: string}): ReactNode {
  const mine = ours.split('\n');
  const other = theirs.split('\n');
  const column = (lines: string[], against: string[], title: string) => (
    <figure className={styles.column}>
      <figcaption>{title}</figcaption>
      <pre tabIndex={0}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {line === against[index] ? (
              <Visible text={line} />
            ) : (
              <mark className={styles.differs}>
                <Visible text={line} />
              </mark>
            )}
            {index < lines.length - 1 ? <Visible text={'\n'} /> : null}
          </Fragment>
        ))}
      </pre>
    </figure>
  );
  return (
    <div className={styles.sideBySide}>
      {column(mine, other, 'Signed here')}
      {column(other, mine, 'Signed by your code')}
    </div>
  );
}

const verdicts: Record<Explanation['kind'], string> = {
  match: 'Your signature matches.',
  malformed: 'Not a signature the API can read.',
  body: 'The difference is in the body bytes.',
  path: 'The difference is in the path or query.',
  timestamp: 'The difference is the timestamp.',
  key: 'The difference is the key id.',
  method: 'The difference is the method.',
  secret: 'The difference is the secret.',
  unknown: 'No single input explains the difference.',
};

function Verdict({explanation, ours}: {explanation: Explanation; ours: string}): ReactNode {
  return (
    <div
      className={clsx('alert', explanation.kind === 'match' ? 'alert--success' : 'alert--warning', styles.verdict)}
      data-mismatch={explanation.kind}>
      <p className={styles.verdictTitle}>{verdicts[explanation.kind]}</p>
      {'message' in explanation ? (
        <p>
          <Words text={explanation.message} />
        </p>
      ) : (
        <p>It is the signature of the string signed here, under the secret entered here.</p>
      )}
      {'theirs' in explanation && explanation.theirs !== undefined ? (
        <SideBySide ours={ours} theirs={explanation.theirs} />
      ) : null}
    </div>
  );
}

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
  // A path value that URL parsing would fold into another endpoint's path makes no request, and nothing is signed.
  const refusal = requestRefusal(data, input);
  const built = refusal ? undefined : buildRequest(data, input);
  const parts = built && {timestamp, method: built.method, pathWithQuery: built.pathWithQuery, body: built.body};
  const canonical = parts ? canonicalString(parts) : '';
  const bodyProblems = useMemo(
    () => (data.body ? checkBody(body, validatorOf(checks, 'body'), data.body.required) : []),
    [body, data.body, checks],
  );
  const validTimestamp = /^\d+$/.test(timestamp);
  const age = nowInSeconds() - Number(timestamp);

  // What the signature and a comparison were made for: once the request, key or secret changes, they are stale.
  const signing =
    parts && data.signed && secret && validTimestamp && canSign() ? JSON.stringify([secret, canonical]) : '';
  const [signed, setSigned] = useState({for: '', value: ''});
  const signature = signing && signed.for === signing ? signed.value : '';
  useEffect(() => {
    if (!signing || !parts) return;
    let current = true;
    void signatureOf(secret, parts).then((value) => {
      if (current) setSigned({for: signing, value});
    });
    return () => {
      current = false;
    };
    // `signing` stands for the secret and the parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signing]);
  const comparing = JSON.stringify([signing, keyId]);
  const explanation = compared?.for === comparing ? compared.value : null;

  const signedHeaders = signature && keyId ? {keyId, timestamp, signature} : undefined;
  const request = built && sampleRequestOf(data, input, signedHeaders);
  const samples = request && {
    curl: writers.curl(request),
    node: writers.node(request),
    python: writers.python(request),
    php: writers.php(request),
  };
  const headerLines = [
    ...(built?.headers ?? []).map(([name, value]) => `${name}: ${value}`),
    ...(built?.body ? ['Content-Type: application/json'] : []),
    ...(data.signed
      ? [
          `X-Coinloom-Key: ${keyId || '(enter the key id)'}`,
          `X-Coinloom-Timestamp: ${timestamp}`,
          `X-Coinloom-Signature: ${signature || '(enter the secret)'}`,
        ]
      : []),
  ].join('\n');

  async function compare(): Promise<void> {
    if (!parts) return;
    const signedHere = {...parts, secret, keyId, toleranceSeconds: data.toleranceSeconds};
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

      <fieldset className={styles.group}>
        <legend>Server</legend>
        {data.servers.map((candidate) => (
          <div key={candidate.url} className={styles.option}>
            <input
              type="radio"
              id={`${id}-${candidate.url}`}
              name={`${id}-server`}
              value={candidate.url}
              checked={server === candidate.url}
              onChange={() => setServer(candidate.url)}
            />
            <label htmlFor={`${id}-${candidate.url}`}>
              <code>{candidate.url}</code> <span className={styles.where}>{candidate.description}</span>
            </label>
          </div>
        ))}
      </fieldset>

      {data.parameters.length ? (
        <fieldset className={styles.group}>
          <legend>Parameters</legend>
          {data.parameters.map((parameter) => (
            <ParameterField
              key={parameterKey(parameter)}
              parameter={parameter}
              validate={validatorOf(checks, parameterKey(parameter))}
              value={values[parameterKey(parameter)] ?? ''}
              onChange={(value) => setValue(parameter, value)}
            />
          ))}
        </fieldset>
      ) : null}

      {data.body ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>Request body (JSON)</label>
          <textarea
            id={`${id}-body`}
            className={clsx(field.input, styles.input, styles.body)}
            value={body}
            rows={Math.min(16, Math.max(4, body.split('\n').length))}
            onChange={(event) => setBody(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${id}-body-check`}
            aria-invalid={bodyProblems.length > 0 || undefined}
          />
          <div id={`${id}-body-check`} role="status" className={styles.check}>
            {bodyProblems.length ? (
              <>
                <p className={styles.checkTitle}>The body does not match the description:</p>
                <Problems problems={bodyProblems} id={`${id}-body-problems`} />
              </>
            ) : (
              <p className={styles.checkTitle}>The body matches the description.</p>
            )}
          </div>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setBody(data.body?.example ?? '')}
            disabled={body === data.body.example}>
            Reset to the example
          </button>
        </div>
      ) : null}

      {data.signed ? (
        <fieldset className={styles.group} aria-describedby={`${id}-privacy`}>
          <legend>Key</legend>
          <TextField label="Key id" value={keyId} onChange={(value) => setKeyId(value.trim())} placeholder="key_…" />
          <TextField
            label="Key secret"
            value={secret}
            onChange={setSecret}
            help="A sandbox key's secret. It never leaves this page."
          />
          <TextField
            label="Timestamp (Unix seconds)"
            value={timestamp}
            onChange={(value) => setTimestamp(value.trim())}
            numeric
            invalid={!validTimestamp}
            help={
              !validTimestamp
                ? 'Digits only: the seconds since 1970-01-01 UTC.'
                : Math.abs(age) > data.toleranceSeconds
                  ? `${Math.abs(age)} s ${age < 0 ? 'ahead of' : 'behind'} this clock: the API refuses a request more than ${data.toleranceSeconds} s away. Use the time now before you send it.`
                  : `The API accepts the request for ${data.toleranceSeconds} s from this time.`
            }>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => setTimestamp(String(nowInSeconds()))}>
              Use the time now
            </button>
          </TextField>
        </fieldset>
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

      {data.signed && built ? (
        <section aria-labelledby={`${id}-signed`} className={styles.output}>
          <p id={`${id}-signed`} className={styles.title}>
            String to sign
          </p>
          <p className={field.help}>
            The timestamp, method, path with query, and body, joined by line feeds (each ↵), {byteLength(canonical)}{' '}
            bytes in UTF-8. The body is signed exactly as it is sent.
          </p>
          <pre className={styles.canonical} tabIndex={0} data-try-it-canonical>
            <Visible text={canonical} />
          </pre>
        </section>
      ) : null}

      {built ? (
        <section aria-labelledby={`${id}-headers`} className={styles.output}>
          <p id={`${id}-headers`} className={styles.title}>
            {data.signed ? 'Headers' : 'Request'}
          </p>
          <CodeBlock
            title="HTTP"
            text={`${built.method} ${built.url}\n${headerLines}`}
            copyLabel="Copy the request line and headers"
            data="headers"
          />
          {data.signed && !canSign() ? (
            <p className={field.help}>This browser cannot sign here: Web Crypto needs an HTTPS page.</p>
          ) : null}
        </section>
      ) : null}

      {samples ? (
        <section aria-labelledby={`${id}-copy`} className={styles.output}>
          <p id={`${id}-copy`} className={styles.title}>
            Copy the request
          </p>
          <p className={field.help}>
            {signedHeaders
              ? 'With the headers signed here and the body exactly as signed: send it within the window above.'
              : data.signed
                ? 'Without a key id and secret here, each sample signs when it runs, with the key in its environment, as the samples above do.'
                : 'Ready to run.'}
          </p>
          <Tabs samples={samples} />
        </section>
      ) : null}

      {data.signed && built ? (
        <fieldset className={styles.group}>
          <legend>Compare with your signature</legend>
          <p className={field.help}>
            Paste what your code sent for this same request. The panel finds the input that explains a difference: body
            bytes, path or query, timestamp, key id or method.
          </p>
          <TextField
            label="Your X-Coinloom-Signature"
            value={theirs.signature}
            onChange={(signature) => setTheirs({...theirs, signature})}
          />
          <div className={styles.pair}>
            <TextField
              label="Your X-Coinloom-Timestamp (if not the one above)"
              value={theirs.timestamp}
              onChange={(timestamp) => setTheirs({...theirs, timestamp})}
              numeric
            />
            <TextField
              label="Your X-Coinloom-Key (if not the one above)"
              value={theirs.keyId}
              onChange={(keyId) => setTheirs({...theirs, keyId})}
            />
          </div>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => void compare()}
            disabled={!secret || !canSign()}>
            Compare
          </button>
          {!secret ? <p className={field.help}>Enter the key secret above first.</p> : null}
          <div role="status" className={styles.result}>
            {explanation ? <Verdict explanation={explanation} ours={canonical} /> : null}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
