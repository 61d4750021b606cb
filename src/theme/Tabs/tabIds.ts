import {createContext} from 'react';

/** The ids of a tab and of its panel, from the tab's value; each set of tabs has its own. */
export type TabIds = (value: string) => {tab: string; panel: string};

/** Given by `Tabs` to its `TabItem` panels, so that each panel carries the id its tab points to. */
export const TabIdsContext = createContext<TabIds | null>(null);
