import {type ReactNode} from 'react';
import {type MessageField} from '@site/src/data/payButton';
import styles from './styles.module.css';

/** The fields of a message besides the common ones, as a list. */
export default function FieldList({fields}: {fields: readonly MessageField[]}): ReactNode {
  if (fields.length === 0) {
    return 'None besides the common fields.';
  }
  return (
    <ul className={styles.fieldList}>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code> ({field.type}): {field.description}
        </li>
      ))}
    </ul>
  );
}
