import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabIdsContext, type TabIds} from './tabIds';

/**
 * The stock tabs, each tab tied to its panel: the tab gets an id and `aria-controls` naming its panel, and the
 * panel (`TabItem`) gets that id and `aria-labelledby` naming the tab. The stock tabs have neither, so a screen
 * reader cannot go from a tab to what it shows, and the W3C checker reports each selected tab as one without a
 * panel. The ids go through the tabs' own `attributes`, which the theme spreads on each tab, whether the tabs
 * come from the `TabItem` children or from a `values` list.
 */
export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  const idsOf: TabIds = (value) => ({tab: `${base}-tab-${value}`, panel: `${base}-panel-${value}`});
  const tied = (value: string, attributes?: Record<string, unknown>) => ({
    ...attributes,
    id: idsOf(value).tab,
    'aria-controls': idsOf(value).panel,
  });
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: tied(child.props.value, child.props.attributes)})
      : child,
  );
  const values = props.values?.map((entry) => ({...entry, attributes: tied(entry.value, entry.attributes)}));
  return (
    <TabIdsContext.Provider value={idsOf}>
      <Tabs {...props} values={values}>
        {children}
      </Tabs>
    </TabIdsContext.Provider>
  );
}
