import useIsBrowser from '@docusaurus/useIsBrowser';
import {modifierKeyLabel} from './shortcuts';

/** The modifier key of the search shortcut, as this reader's keyboard labels it. */
export function useShortcutModifier(): string {
  const isBrowser = useIsBrowser();
  return modifierKeyLabel(isBrowser ? navigator.platform : undefined);
}
