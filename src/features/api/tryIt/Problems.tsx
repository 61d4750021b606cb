import type {ReactNode} from 'react';
import {Words} from './text';
import type {Problem} from './validate';
import styles from './styles.module.css';

/** The problems of a parameter or the body, each with its field, the rule, and the field's own description. */
export function Problems({problems, id}: {problems: Problem[]; id: string}): ReactNode {
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
