import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {LIVE_WARNING, secretHelp, secretProblem} from './key';
import {TextField} from './TextField';
import styles from './styles.module.css';

/**
 * The key secret, masked until the reader shows it. With the live server chosen the panel refuses a secret: sandbox
 * and live keys are separate, so a key for live is a live key, which moves real funds and has no place in a page.
 */
export function SecretField({
  secret,
  onSecret,
  live,
}: {
  secret: string;
  onSecret: (secret: string) => void;
  /** Whether the live server is chosen. */
  live: boolean;
}): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <>
      <TextField
        label="Key secret"
        value={live ? '' : secret}
        onChange={onSecret}
        type={shown ? 'text' : 'password'}
        disabled={live}
        help={secretHelp(live)}
        error={live ? undefined : secretProblem(secret)}>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={shown}
          disabled={live}
          onClick={() => setShown(!shown)}>
          Show the secret
        </button>
      </TextField>
      {live ? (
        <div role="alert" className={clsx('alert', 'alert--warning', styles.verdict, styles.warning)} data-try-it-live>
          <p>{LIVE_WARNING}</p>
        </div>
      ) : null}
    </>
  );
}
