import type {ReactNode} from 'react';
import clsx from 'clsx';
import {SECTIONS, type Section} from './sections';
import styles from './styles.module.css';

type Props = {
  value: Section | null;
  onChange: (section: Section | null) => void;
  /** How many results each section has for the current words, when known. */
  counts?: Partial<Record<Section, number>>;
};

/** Narrows results to one part of the site: toggle buttons, one pressed at a time ("All" for none). */
export default function SectionFilter({value, onChange, counts}: Props): ReactNode {
  const options: {section: Section | null; label: string}[] = [
    {section: null, label: 'All'},
    ...SECTIONS.map((section) => ({section, label: section})),
  ];
  return (
    <div role="group" aria-label="Show results from" className={styles.filters}>
      {options.map(({section, label}) => {
        const count = section && counts ? counts[section] : undefined;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={value === section}
            className={clsx(styles.filter, value === section && styles.filterActive)}
            onClick={() => onChange(section)}>
            {label}
            {count !== undefined && <span className={styles.filterCount}> {count}</span>}
          </button>
        );
      })}
    </div>
  );
}
