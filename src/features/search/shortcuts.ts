/** The parts of a keyboard event that decide whether it opens search. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The element the key was pressed in. */
  target: {tagName?: string; isContentEditable?: boolean; type?: string} | null;
};

/** Inputs that take text; a checkbox or a button does not. */
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date']);

/** Whether the reader is typing into a field, where `/` is a character and not a shortcut. */
export function isTyping(target: KeyPress['target']): boolean {
  if (!target) return false;
  const tag = target.tagName?.toLowerCase();
  if (target.isContentEditable || tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && TEXT_INPUT_TYPES.has((target.type ?? '').toLowerCase());
}

/** `/` outside a field, and Ctrl+K (⌘K on a Mac) anywhere, open search. */
export function opensSearch(press: KeyPress): boolean {
  if (press.key.toLowerCase() === 'k' && (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey) {
    return true;
  }
  return press.key === '/' && !press.ctrlKey && !press.metaKey && !press.altKey && !isTyping(press.target);
}

/** ⌘ on Apple devices, Ctrl elsewhere (and in the server render, before the browser is known). */
export function modifierKeyLabel(platform: string | undefined): string {
  return platform && /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}
