/**
 * The stock card, with its description from the docs plugin's card-descriptions module
 * (src/features/docs-cards/plugin.ts), which only the pages that render cards load, and without the doc id that
 * the stock card looks up in the docs' map, which that plugin leaves empty.
 */
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import descriptions from '@generated/docusaurus-plugin-content-docs/default/card-descriptions.json';

type Props = WrapperProps<typeof DocCardType>;

/** The description the docs plugin took out of the sidebar or the doc's metadata for this item. */
export function cardDescription(item: Props['item']): string | undefined {
  if (item.type !== 'link' && item.type !== 'category') return undefined;
  if (item.description !== undefined) return item.description;
  const byDoc = item.type === 'link' && item.docId ? descriptions.docs[item.docId] : undefined;
  return byDoc ?? (item.href === undefined ? undefined : descriptions.hrefs[item.href]);
}

export default function DocCardWrapper({item}: Props): ReactNode {
  // No doc id: the stock card would look the doc up in the docs' map, which the plugin leaves empty.
  return <DocCard item={{...item, docId: undefined, description: cardDescription(item)}} />;
}
