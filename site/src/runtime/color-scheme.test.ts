import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_SCRIPT, colorSchemeOf } from '../shared/color-scheme';
import { STORAGE_PREFIX_ATTRIBUTE } from '../shared/storage';

/** The key the pick is kept under on a site whose config names no prefix. */
const COLOR_SCHEME_KEY = 'docs:color-scheme';

describe('colorSchemeOf', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ] as const)('reads %j as %s', (stored, scheme) => {
    expect(colorSchemeOf(stored)).toBe(scheme);
  });
});

describe('the head script', () => {
  const root = document.documentElement;
  const run = () => new Function(COLOR_SCHEME_SCRIPT)() as unknown;
  afterEach(() => {
    localStorage.clear();
    root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  });

  it('paints a remembered pick', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    run();
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });

  it('reads it under the site’s own prefix, as the page names it', () => {
    root.setAttribute(STORAGE_PREFIX_ATTRIBUTE, 'my-docs');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    run();
    expect(root.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
    localStorage.setItem('my-docs:color-scheme', 'light');
    run();
    expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    root.removeAttribute(STORAGE_PREFIX_ATTRIBUTE);
  });

  it("leaves the system's scheme when nothing, or nothing valid, is remembered", () => {
    run();
    expect(root.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
    localStorage.setItem(COLOR_SCHEME_KEY, '" onload="alert(1)');
    run();
    expect(root.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
  });

  it('never throws, even where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(root.hasAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe(false);
  });
});
