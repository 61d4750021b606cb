import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/features/markdown-twins/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs row of every doc page and category index, with the page's
 * "Copy page" and "View as Markdown" actions at its end.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs {...props} />
      <CopyPage className={styles.actions} />
    </div>
  );
}
