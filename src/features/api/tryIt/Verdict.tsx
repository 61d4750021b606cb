import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Explanation} from './explain';
import {Visible, Words} from './text';
import styles from './styles.module.css';

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

/** What a comparison found: a match, or the input that explains the difference, with the two strings to sign. */
export function Verdict({explanation, ours}: {explanation: Explanation; ours: string}): ReactNode {
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
