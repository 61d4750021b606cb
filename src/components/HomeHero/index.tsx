import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchForm from '@site/src/components/SearchForm';
import {useShortcutModifier} from '@site/src/features/search/useShortcutModifier';
import styles from './styles.module.css';

type Action = {label: string; to: string};

type Props = {
  title: string;
  lead: string;
  primary: Action;
  secondary: Action;
};

/** The top of the landing page: what the docs are for, two ways in, and search. */
export default function HomeHero({title, lead, primary, secondary}: Props): ReactNode {
  const modifier = useShortcutModifier();
  return (
    <header className={styles.hero}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to={primary.to}>
          {primary.label}
        </Link>
        <Link className="button button--secondary button--outline button--lg" to={secondary.to}>
          {secondary.label}
        </Link>
      </div>
      <SearchForm className={styles.search} />
      <p className={styles.hint} data-browser-only>
        Tip: press <kbd>/</kbd> or <kbd>{modifier}</kbd> <kbd>K</kbd> on any page to search.
      </p>
    </header>
  );
}
