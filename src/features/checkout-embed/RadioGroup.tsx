import {type ReactNode} from 'react';
import styles from './styles.module.css';

export type Choice<Key extends string> = {value: Key; label: string};

export function choicesOf<Key extends string>(record: Record<Key, {label: string}>): Choice<Key>[] {
  return (Object.keys(record) as Key[]).map((value) => ({value, label: record[value].label}));
}

export default function RadioGroup<Key extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<Key>[];
  value: Key;
  onChange: (value: Key) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
