import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type GridProps = {
  /** Columns on wide screens; narrow screens always show one. */
  columns?: 2 | 3;
  children: ReactNode;
};

/** A responsive grid of cards. */
export default function CardGrid({columns = 3, children}: GridProps): ReactNode {
  return <div className={clsx(styles.grid, columns === 2 && styles.two)}>{children}</div>;
}

type CardProps = {
  title: string;
  /** When set, the whole card is a link to this page. */
  to?: string;
  /** A short label above the title, such as a reading time or an audience. */
  eyebrow?: string;
  icon?: ReactNode;
  children?: ReactNode;
};

/**
 * One card. A card with `to` is a single link (its title is the link text and
 * the link covers the card); a card without it can hold a list of links.
 */
export function Card({title, to, eyebrow, icon, children}: CardProps): ReactNode {
  return (
    <section className={clsx(styles.card, to && styles.linked)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading as="h3" className={styles.title}>
        {to ? (
          <Link to={to} className={styles.cover}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
