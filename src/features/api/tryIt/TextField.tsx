import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import field from '@site/src/css/formField.module.css';
import {Words} from './text';
import styles from './styles.module.css';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  placeholder?: string;
  numeric?: boolean;
  invalid?: boolean;
  /** What is wrong with the value, said under the field as the reader types; it makes the field invalid. */
  error?: string;
  /** `password` hides what is typed. */
  type?: 'text' | 'password';
  disabled?: boolean;
  /** A control beside the field, such as a button that fills it. */
  children?: ReactNode;
};

/** A one-line text field of the panel, with its label, help and error; nothing typed is corrected or remembered. */
export function TextField({
  label,
  value,
  onChange,
  help,
  placeholder,
  numeric,
  invalid,
  error,
  type = 'text',
  disabled,
  children,
}: TextFieldProps): ReactNode {
  const id = useId();
  const input = (
    <input
      id={id}
      className={clsx(field.input, styles.input)}
      type={type}
      disabled={disabled}
      inputMode={numeric ? 'numeric' : undefined}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      aria-describedby={clsx(help && `${id}-help`, error && `${id}-error`) || undefined}
      aria-invalid={invalid || Boolean(error) || undefined}
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
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          <Words text={error} />
        </p>
      ) : null}
    </div>
  );
}
