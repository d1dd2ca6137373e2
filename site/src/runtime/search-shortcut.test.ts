import { describe, expect, it } from 'vitest';
import { isSearchKey } from './search-shortcut';

const keys = (
  key: string,
  modifiers: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', true>>,
) => ({
  key,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe('isSearchKey', () => {
  it('is Ctrl+K or ⌘K, caps lock or not', () => {
    expect(isSearchKey(keys('k', { ctrl: true }))).toBe(true);
    expect(isSearchKey(keys('k', { meta: true }))).toBe(true);
    expect(isSearchKey(keys('K', { ctrl: true }))).toBe(true);
  });

  it('is not K alone, another key, or K with Shift or Alt (other shortcuts)', () => {
    expect(isSearchKey(keys('k', {}))).toBe(false);
    expect(isSearchKey(keys('j', { ctrl: true }))).toBe(false);
    expect(isSearchKey(keys('k', { ctrl: true, shift: true }))).toBe(false);
    expect(isSearchKey(keys('k', { meta: true, alt: true }))).toBe(false);
  });
});
