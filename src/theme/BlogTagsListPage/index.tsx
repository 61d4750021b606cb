import type {ComponentProps, ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = ComponentProps<typeof BlogTagsListPage>;

/** The stock tags list, with the meta description it lacks (search engines show it under the title). */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every tag on the Coinloom blog, with the number of posts under each." />
      <BlogTagsListPage {...props} />
    </>
  );
}
