import {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = {
  children: ReactNode;
  className?: string;
};

/**
 * Server-rendered content that the browser keeps as it arrived instead of
 * hydrating it: tables and text with nothing to click but links. On the
 * first page a reader opens, React takes the part's HTML as it is (an empty
 * `dangerouslySetInnerHTML`, which hydration does not compare) and never
 * renders its children, which saves a phone the work of hydrating hundreds of
 * table cells. After a move within the app there is no such HTML, so the part
 * renders as usual. Its links are plain links then: following one loads the
 * page instead of moving within the app.
 */
export default function StaticPart({children, className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, at the first render: during hydration the browser flag is still false.
  const [keepServerHtml] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  if (keepServerHtml) {
    return <div className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <div className={className}>{children}</div>;
}
