import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabIdsContext} from '../Tabs/tabIds';
import styles from './styles.module.css';

/**
 * A tab's panel, as the stock one renders it (hidden unless its tab is selected, not rendered at all when the
 * tabs are `lazy`), with the id its tab's `aria-controls` names and `aria-labelledby` naming that tab
 * (`Tabs/index.tsx`). The stock panel takes no id, so this replaces it.
 */
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useContext(TabIdsContext)?.(value);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
