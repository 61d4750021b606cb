import type {ReactNode} from 'react';
import {isUnixSeconds, nowInSeconds} from './clock';
import {keyIdProblem, type KeyIdForm} from './key';
import {SecretField} from './SecretField';
import {TextField} from './TextField';
import styles from './styles.module.css';

/** What the timestamp's help says: the rule when it is not Unix seconds, else how long the API accepts it. */
function timestampHelp(timestamp: string, toleranceSeconds: number): string {
  if (!isUnixSeconds(timestamp)) return 'Digits only: the seconds since 1970-01-01 UTC.';
  const age = nowInSeconds() - Number(timestamp);
  return Math.abs(age) > toleranceSeconds
    ? `${Math.abs(age)} s ${age < 0 ? 'ahead of' : 'behind'} this clock: the API refuses a request more than ${toleranceSeconds} s away. Use the time now before you send it.`
    : `The API accepts the request for ${toleranceSeconds} s from this time.`;
}

/**
 * The key id (checked as the reader types it), the secret and the timestamp that sign the request; none of them is
 * stored or sent.
 */
export function KeyFields({
  describedBy,
  toleranceSeconds,
  keyIdForm,
  live,
  keyId,
  secret,
  timestamp,
  onKeyId,
  onSecret,
  onTimestamp,
}: {
  /** The id of the panel's note that says the key stays in the page. */
  describedBy: string;
  /** The timestamp window, in seconds. */
  toleranceSeconds: number;
  keyIdForm: KeyIdForm;
  /** Whether the live server is chosen, for which the panel takes no secret. */
  live: boolean;
  keyId: string;
  secret: string;
  timestamp: string;
  onKeyId: (keyId: string) => void;
  onSecret: (secret: string) => void;
  onTimestamp: (timestamp: string) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend>Key</legend>
      <TextField
        label="Key id"
        value={keyId}
        onChange={(value) => onKeyId(value.trim())}
        placeholder="key_…"
        error={keyIdProblem(keyId, keyIdForm)}
      />
      <SecretField secret={secret} onSecret={onSecret} live={live} />
      <TextField
        label="Timestamp (Unix seconds)"
        value={timestamp}
        onChange={(value) => onTimestamp(value.trim())}
        numeric
        invalid={!isUnixSeconds(timestamp)}
        help={timestampHelp(timestamp, toleranceSeconds)}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onTimestamp(String(nowInSeconds()))}>
          Use the time now
        </button>
      </TextField>
    </fieldset>
  );
}
