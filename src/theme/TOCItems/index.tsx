import type {ComponentProps, ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';

type Props = ComponentProps<typeof TOCItems>;

/**
 * The stock table-of-contents list, inside a navigation landmark. On blog
 * posts the table of contents sits beside `<main>`, outside every landmark, so
 * screen-reader users could not reach it by landmark; naming it fixes that on
 * every page. The landmark goes inside the sticky box, which keeps sticking.
 */
export default function TOCItemsWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOCItems {...props} />
    </nav>
  );
}
