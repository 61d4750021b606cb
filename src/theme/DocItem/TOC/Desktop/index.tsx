import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {desktopOnly} from '@site/src/components/DesktopOnly';

/** The stock part, not hydrated on a phone, where the theme removes it once hydrated (src/components/DesktopOnly). */
export default desktopOnly(DocItemTOCDesktop);
