import type {ReactNode} from 'react';
import field from '@site/src/css/formField.module.css';
import {headerValue, type Explanation, type Theirs} from './explain';
import {keyIdProblem, type KeyIdForm} from './key';
import {TextField} from './TextField';
import {canSign} from './useSignature';
import {Verdict} from './Verdict';
import styles from './styles.module.css';

/**
 * Where the reader pastes the signature their code sent for this request (and its timestamp and key id if they
 * differ), and reads what a comparison found.
 */
export function Compare({
  theirs,
  onTheirs,
  hasSecret,
  live,
  keyIdForm,
  onCompare,
  explanation,
  ours,
}: {
  /** What the reader pasted: '' for a header they left out. */
  theirs: Required<Theirs>;
  onTheirs: (theirs: Required<Theirs>) => void;
  /** Whether a key secret is entered above: without one there is nothing to compare with. */
  hasSecret: boolean;
  /** Whether the live server is chosen: the panel signs nothing for it, so there is nothing to compare with. */
  live: boolean;
  keyIdForm: KeyIdForm;
  onCompare: () => void;
  /** What the last comparison found, while the request, key and secret are those it was made for. */
  explanation: Explanation | null;
  /** The string signed here. */
  ours: string;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>Compare with your signature</legend>
      <p className={field.help}>
        Paste what your code sent for this same request. The panel finds the input that explains a difference: body
        bytes, path or query, timestamp, key id or method.
      </p>
      <TextField
        label="Your X-Coinloom-Signature"
        value={theirs.signature}
        onChange={(signature) => onTheirs({...theirs, signature})}
      />
      <div className={styles.pair}>
        <TextField
          label="Your X-Coinloom-Timestamp (if not the one above)"
          value={theirs.timestamp}
          onChange={(timestamp) => onTheirs({...theirs, timestamp})}
          numeric
        />
        <TextField
          label="Your X-Coinloom-Key (if not the one above)"
          value={theirs.keyId}
          onChange={(keyId) => onTheirs({...theirs, keyId})}
          error={keyIdProblem(headerValue(theirs.keyId, 'X-Coinloom-Key'), keyIdForm)}
        />
      </div>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={onCompare}
        disabled={live || !hasSecret || !canSign()}>
        Compare
      </button>
      {live || !hasSecret ? (
        <p className={field.help}>
          {live ? 'Choose the sandbox server above to compare.' : 'Enter the key secret above first.'}
        </p>
      ) : null}
      <div role="status" className={styles.result}>
        {explanation ? <Verdict explanation={explanation} ours={ours} /> : null}
      </div>
    </fieldset>
  );
}
