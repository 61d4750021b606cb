import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import {desktopOnly} from '@site/src/components/DesktopOnly';

/** The stock part, not hydrated on a phone, where the theme removes it once hydrated (src/components/DesktopOnly). */
export default desktopOnly(DocSidebarDesktop);
