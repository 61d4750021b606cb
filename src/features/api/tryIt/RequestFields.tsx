/**
 * The request the reader fills in: the server, the path, query and header parameters, and the JSON body, each
 * checked against the operation's schemas as the reader types.
 */
import {useId, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import field from '@site/src/css/formField.module.css';
import {Problems} from './Problems';
import {parameterKey, type TryItData, type TryItParameter, type TryItServer} from './request';
import {Words} from './text';
import {checkBody, checkParameter, validatorOf, type TryItChecks, type TryItValidator} from './validate';
import styles from './styles.module.css';

/** The servers to build the request for, one radio button each. */
export function ServerChoice({
  id,
  servers,
  server,
  onChange,
}: {
  /** The panel's id, which the radio buttons' ids and name start with. */
  id: string;
  servers: TryItServer[];
  server: string;
  onChange: (server: string) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>Server</legend>
      {servers.map((candidate) => (
        <div key={candidate.url} className={styles.option}>
          <input
            type="radio"
            id={`${id}-${candidate.url}`}
            name={`${id}-server`}
            value={candidate.url}
            checked={server === candidate.url}
            onChange={() => onChange(candidate.url)}
          />
          <label htmlFor={`${id}-${candidate.url}`}>
            <code>{candidate.url}</code> <span className={styles.where}>{candidate.description}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** One parameter: a list of its values when the schema has an enum, else a text field; its problems below. */
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

/** The operation's parameters, when it has any; `values` are keyed as `parameterKey` writes them. */
export function ParameterFields({
  parameters,
  checks,
  values,
  onChange,
}: {
  parameters: TryItParameter[];
  checks: TryItChecks;
  values: Record<string, string>;
  onChange: (parameter: TryItParameter, value: string) => void;
}): ReactNode {
  if (!parameters.length) return null;
  return (
    <fieldset className={styles.group}>
      <legend>Parameters</legend>
      {parameters.map((parameter) => (
        <ParameterField
          key={parameterKey(parameter)}
          parameter={parameter}
          validate={validatorOf(checks, parameterKey(parameter))}
          value={values[parameterKey(parameter)] ?? ''}
          onChange={(value) => onChange(parameter, value)}
        />
      ))}
    </fieldset>
  );
}

/** The JSON body, with whether it matches the description and a button back to the example. */
export function BodyField({
  id,
  body,
  checks,
  value,
  onChange,
}: {
  /** The panel's id, which the body's ids start with. */
  id: string;
  body: NonNullable<TryItData['body']>;
  checks: TryItChecks;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const problems = useMemo(
    () => checkBody(value, validatorOf(checks, 'body'), body.required),
    [value, body.required, checks],
  );
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`}>Request body (JSON)</label>
      <textarea
        id={`${id}-body`}
        className={clsx(field.input, styles.input, styles.body)}
        value={value}
        rows={Math.min(16, Math.max(4, value.split('\n').length))}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-body-check`}
        aria-invalid={problems.length > 0 || undefined}
      />
      <div id={`${id}-body-check`} role="status" className={styles.check}>
        {problems.length ? (
          <>
            <p className={styles.checkTitle}>The body does not match the description:</p>
            <Problems problems={problems} id={`${id}-body-problems`} />
          </>
        ) : (
          <p className={styles.checkTitle}>The body matches the description.</p>
        )}
      </div>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => onChange(body.example)}
        disabled={value === body.example}>
        Reset to the example
      </button>
    </div>
  );
}
