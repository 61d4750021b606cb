import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import RouteAnnouncer from '@site/src/components/RouteAnnouncer';

type Props = {children: ReactNode};

/** Wraps the app once, around every page: adds the route-change announcer. */
export default function RootWrapper({children}: Props): ReactNode {
  return (
    <Root>
      {children}
      <RouteAnnouncer />
    </Root>
  );
}
