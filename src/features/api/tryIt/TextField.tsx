import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import field from '@site/src/css/formField.module.css';
import styles from './styles.module.css';

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
export function TextField({
  label,
  value,
  onChange,
  help,
  placeholder,
  numeric,
  invalid,
  children,
}: TextFieldProps): ReactNode {
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
