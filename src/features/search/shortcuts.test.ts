import {describe, expect, it} from 'vitest';
import {isTyping, modifierKeyLabel, opensSearch, type KeyPress} from './shortcuts';

const press = (key: string, rest: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: {tagName: 'BODY'},
  ...rest,
});

describe('the search shortcuts', () => {
  it('open search on / outside a field, and on Ctrl+K or ⌘K anywhere', () => {
    expect(opensSearch(press('/'))).toBe(true);
    expect(opensSearch(press('k', {ctrlKey: true}))).toBe(true);
    expect(opensSearch(press('K', {metaKey: true}))).toBe(true);
    expect(opensSearch(press('k', {ctrlKey: true, target: {tagName: 'INPUT', type: 'text'}}))).toBe(true);
  });

  it('leave / to a reader typing into a field, and other keys alone', () => {
    expect(opensSearch(press('/', {target: {tagName: 'INPUT', type: 'search'}}))).toBe(false);
    expect(opensSearch(press('/', {target: {tagName: 'TEXTAREA'}}))).toBe(false);
    expect(opensSearch(press('/', {target: {tagName: 'DIV', isContentEditable: true}}))).toBe(false);
    expect(opensSearch(press('/', {target: {tagName: 'INPUT', type: 'checkbox'}}))).toBe(true);
    expect(opensSearch(press('k'))).toBe(false);
    expect(opensSearch(press('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(opensSearch(press('/', {ctrlKey: true}))).toBe(false);
  });

  it('knows when the reader is typing', () => {
    expect(isTyping(null)).toBe(false);
    expect(isTyping({tagName: 'SELECT'})).toBe(true);
    expect(isTyping({tagName: 'BUTTON'})).toBe(false);
  });

  it('names the modifier as the keyboard labels it', () => {
    expect(modifierKeyLabel('MacIntel')).toBe('⌘');
    expect(modifierKeyLabel('iPhone')).toBe('⌘');
    expect(modifierKeyLabel('Linux x86_64')).toBe('Ctrl');
    expect(modifierKeyLabel(undefined)).toBe('Ctrl');
  });
});
