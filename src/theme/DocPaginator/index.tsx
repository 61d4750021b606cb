import type {ReactNode} from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {samePage, sectionNeighbours, type PageLink} from '@site/src/lib/sectionNeighbours';

type Props = WrapperProps<typeof DocPaginatorType>;

/**
 * Keeps the previous and next links of a doc, or of a generated index, inside
 * its section of the sidebar and on its path (the guides, or the app's screen
 * references), or within its task when its path has no other page there: the
 * stock links follow the sidebar across sections, so the WooCommerce guide
 * offered "Previous: Recurring billing screen". A link the stock paginator
 * gives stays as it is when it is the right page. A page with neither link
 * gets no paginator, where the stock one draws an empty bar.
 */
export default function DocPaginatorWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const sidebar = useDocsSidebar();
  const neighbours = sidebar ? sectionNeighbours(sidebar.items, pathname) : props;
  const keep = (neighbour: PageLink | undefined, stock: Props['previous']) =>
    neighbour && (stock && samePage(stock.permalink, neighbour.permalink) ? stock : neighbour);
  const previous = keep(neighbours.previous, props.previous);
  const next = keep(neighbours.next, props.next);
  if (!previous && !next) return null;
  return <DocPaginator {...props} previous={previous} next={next} />;
}
