import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** About two seconds of frames at 60 Hz: a drawer that takes longer to show anything to focus gets none. */
const MAX_FOCUS_FRAMES = 120;

function visibleFocusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * The stock mobile drawer (996 px and below) opens over the page but leaves
 * keyboard focus behind it. While it is open, this hook moves focus into it,
 * keeps Tab inside it, closes it on Escape, and returns focus to the toggle.
 */
export function useMobileDrawerKeyboard(): void {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    const drawer = shown ? document.querySelector('.navbar-sidebar') : null;
    if (!drawer) {
      return undefined;
    }
    const toggleButton = document.querySelector<HTMLElement>('.navbar__toggle');
    // The drawer opens from `visibility: hidden`, which refuses focus, and its
    // content can arrive a render later: until focus lands inside, try again on
    // each frame, for at most a couple of seconds. (Waiting for the first
    // `transitionend` instead missed on a busy machine: one from anything in the
    // drawer could come first, and the drawer got no second try.)
    let frame = 0;
    let triesLeft = MAX_FOCUS_FRAMES;
    const focusFirst = () => {
      visibleFocusables(drawer)[0]?.focus();
      if (!drawer.contains(document.activeElement) && --triesLeft > 0) {
        frame = requestAnimationFrame(focusFirst);
      }
    };
    focusFirst();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        toggleButton?.focus();
        return;
      }
      if (event.key !== 'Tab' || !drawer) {
        return;
      }
      const focusables = visibleFocusables(drawer);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        return;
      }
      const active = document.activeElement;
      const outside = !drawer.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, [shown, toggle]);
}
