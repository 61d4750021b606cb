import {useId, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {sampleLanguages, type SampleLanguage, type Samples} from '../render/sampleCode';
import {CodeBlock} from './CodeBlock';
import styles from './LanguageTabs.module.css';

/**
 * The request in each language as ARIA tabs, one code block shown: arrow keys, Home and End move between the tabs.
 * The theme's tabs cannot stand here (the feature's README says why).
 */
export function LanguageTabs({samples}: {samples: Samples}): ReactNode {
  const id = useId();
  const [selected, setSelected] = useState<SampleLanguage>('curl');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sampleLanguages.findIndex((language) => language.id === selected);
    const next = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sampleLanguages.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = sampleLanguages[(next + sampleLanguages.length) % sampleLanguages.length];
    setSelected(language.id);
    document.getElementById(`${id}-${language.id}`)?.focus();
  };
  const language = sampleLanguages.find((candidate) => candidate.id === selected) ?? sampleLanguages[0];
  return (
    <div>
      <div role="tablist" aria-label="Language of the request" className={styles.tabs} onKeyDown={move}>
        {sampleLanguages.map((candidate) => (
          <button
            key={candidate.id}
            id={`${id}-${candidate.id}`}
            type="button"
            role="tab"
            aria-selected={candidate.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={candidate.id === selected ? 0 : -1}
            className={clsx(styles.tab, candidate.id === selected && styles.tabSelected)}
            onClick={() => setSelected(candidate.id)}>
            {candidate.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}`}>
        <CodeBlock
          title={language.label}
          text={samples[selected]}
          copyLabel={`Copy the request in ${language.label}`}
          data={selected}
        />
      </div>
    </div>
  );
}
