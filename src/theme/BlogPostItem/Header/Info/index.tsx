import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {longDate} from '@site/src/lib/dates';
import styles from './styles.module.css';

/**
 * "One min read" or "{readingTime} min read": the theme's message, whose forms are English's two (one, other).
 * The stock component picks the form with an `Intl.PluralRules` made during hydration.
 */
function readingTimeText(readingTimeFloat: number): string {
  const readingTime = Math.ceil(readingTimeFloat);
  const forms = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description: 'Pluralized label for "{readingTime} min read".',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  ).split('|');
  return (readingTime === 1 ? forms[0] : forms.at(-1)) ?? '';
}

/**
 * A blog post's date and reading time, as the stock component writes them, without `Intl`: the stock one makes a
 * date formatter and plural rules while the post hydrates (about 100 ms of a phone's main thread at 4× slowdown;
 * src/lib/dates.ts). The formatter is made inside it where no wrap reaches, so this replaces it.
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{longDate(new Date(date))}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          {readingTimeText(readingTime)}
        </>
      )}
    </div>
  );
}
