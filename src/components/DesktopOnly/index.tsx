import type {ComponentType, ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/**
 * The width above which the theme renders its desktop parts (`useWindowSize`, and Infima's 996 px media query).
 * theme-common does not export it.
 */
const DESKTOP_ABOVE = 996;

/**
 * A part of the page the theme shows only on a desktop, and removes just after hydration on a phone: the docs
 * sidebar beside the page, the table of contents beside a doc, the blog's sidebar. The theme renders them in the
 * server's HTML for every width, hydrates them, then learns the window's width and unmounts them on a phone: on the
 * benchmark's doc page, 27 sidebar links, their categories and the table of contents made live for nothing in the
 * phone's first second.
 *
 * While the page hydrates on a phone's width, the part is one opaque box: React keeps the server's HTML inside it
 * (`dangerouslySetInnerHTML` is not compared on hydration, as in `ApiHtml`), builds none of its components, and
 * drops it when the theme removes the part. On a desktop, and on every render after hydration (a move within the
 * app, a tablet turned), the part renders as the original does. The box takes no layout of its own
 * (`display: contents`), so the part sits in its column as before. (A Suspense boundary that suspends would also
 * skip the hydration, but React's server renderer moves a large boundary's HTML to the end of the page, to be put
 * in place by an inline script.)
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const opaque = !isBrowser && typeof window !== 'undefined' && window.innerWidth <= DESKTOP_ABOVE;
  return opaque ? (
    <div className={styles.part} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  ) : (
    <div className={styles.part}>{children}</div>
  );
}

/** A theme component wrapped in `DesktopOnly`, for the wraps in src/theme. */
export function desktopOnly<Props extends object>(Part: ComponentType<Props>): (props: Props) => ReactNode {
  return function DesktopOnlyPart(props: Props): ReactNode {
    return (
      <DesktopOnly>
        <Part {...props} />
      </DesktopOnly>
    );
  };
}
