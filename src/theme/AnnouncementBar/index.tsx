import {useEffect, type ComponentProps, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof AnnouncementBar>;

/** Set before hydration by the theme's inline script when the stored dismissal is "true". */
const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/**
 * The stock bar, shown again when a new announcement id ships.
 *
 * The theme's inline script hides the bar before hydration whenever an
 * earlier bar was dismissed, without looking at the id. React then sees the
 * new id and marks the bar active, but the attribute keeps it hidden until
 * the next page load. Once the bar's state says it is active, clear that flag.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();

  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
    }
  }, [isActive]);

  return <AnnouncementBar {...props} />;
}
