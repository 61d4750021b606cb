import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {EARLY_TAB_EVENT, HYDRATED_ATTRIBUTE} from './earlyTabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]?.value;

    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0] ?? null;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1] ?? null;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          data-tab-value={value}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  groupId,
  children,
}: {
  className?: string;
  groupId?: string;
  children: ReactNode;
}): ReactNode {
  const {selectedValue, selectValue, tabValues} = useTabs();
  const container = useRef<HTMLDivElement>(null);
  // Take over from the early click handler (./earlyTabs): adopt a tab it chose before this set hydrated, and
  // any it chooses until the page marks itself hydrated; from now on the clicks are React's.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const adopt = (value: string | undefined) => {
      if (value && value !== selectedValue && tabValues.some((tab) => tab.value === value)) selectValue(value);
    };
    adopt(element.dataset.earlyValue);
    delete element.dataset.earlyValue;
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    const onEarly = (event: Event) => adopt((event as CustomEvent<string>).detail);
    element.addEventListener(EARLY_TAB_EVENT, onEarly);
    return () => element.removeEventListener(EARLY_TAB_EVENT, onEarly);
  }, [selectedValue, selectValue, tabValues]);
  return (
    <div
      ref={container}
      data-tab-group={groupId}
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 for two changes. First, the stock
 * component remounts every tab set right after hydration (`key={isBrowser}`,
 * a workaround for facebook/docusaurus#5653). That swaps each tab's element
 * for a new one, so a click that starts during hydration lands on an element
 * that is gone and does nothing: on the API guides, tabs ignored clicks for
 * seconds on a slow phone. The remount is no longer needed: the stored or
 * linked tab is applied by a layout effect after hydration, as an ordinary
 * update. A wrap cannot remove a key the original sets on its own element.
 * Second, a tab clicked before its set has hydrated is shown at once by a
 * small script in the page's head (./earlyTabs), and the set adopts that
 * choice when it hydrates: on a slow phone, hydrating a long API guide takes
 * longer than a reader waits for a tab.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className} groupId={props.groupId}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
