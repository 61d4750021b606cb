import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Cause, Explanation} from './explain';
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

const verdicts: Record<Cause['kind'], string> = {
  malformed: 'Not a signature the API can read.',
  body: 'The difference is in the body bytes.',
  path: 'The difference is in the path or query.',
  timestamp: 'The difference is the timestamp.',
  key: 'The difference is the key id.',
  method: 'The difference is the method.',
  secret: 'The difference is the secret.',
  unknown: 'No single input explains the difference.',
};

/** One cause, with the two strings to sign when their code's can be told. */
function CauseBlock({cause, ours}: {cause: Cause; ours: string}): ReactNode {
  return (
    <div className={clsx('alert', 'alert--warning', styles.verdict)} data-mismatch={cause.kind}>
      <p className={styles.verdictTitle}>{verdicts[cause.kind]}</p>
      <p>
        <Words text={cause.message} />
      </p>
      {cause.theirs !== undefined ? <SideBySide ours={ours} theirs={cause.theirs} /> : null}
    </div>
  );
}

/** What a comparison found: a match, or every cause it found, each with the two strings to sign. */
export function Verdict({explanation, ours}: {explanation: Explanation; ours: string}): ReactNode {
  if (!explanation.length) {
    return (
      <div className={clsx('alert', 'alert--success', styles.verdict)} data-mismatch="match">
        <p className={styles.verdictTitle}>Your signature matches.</p>
        <p>It is the signature of the string signed here, under the secret entered here.</p>
      </div>
    );
  }
  return (
    <>
      {explanation.length > 1 ? <p className={styles.verdictCount}>{explanation.length} causes found:</p> : null}
      {explanation.map((cause) => (
        <CauseBlock key={`${cause.kind} ${cause.message}`} cause={cause} ours={ours} />
      ))}
    </>
  );
}
