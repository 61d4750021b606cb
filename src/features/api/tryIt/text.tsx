/** How the panel writes the description's words and the strings it signs. */
import {Fragment, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Text with `code` spans, as the description writes it. */
export function Words({text}: {text: string}): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}

/** A string byte for byte: each line feed, carriage return and tab shown as a mark, where it is. */
export function Visible({text}: {text: string}): ReactNode {
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
