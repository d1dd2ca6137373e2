import { describe, expect, it } from 'vitest';
import { NavigationDuplicated, isSameLocation } from './navigation-error';

describe('NavigationDuplicated', () => {
  it('is named NavigationDuplicated, with the message the original router gave', () => {
    const error = new NavigationDuplicated('/v1/');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NavigationDuplicated');
    expect(error.message).toBe('Navigating to current location is not allowed');
  });
  it('compares locations ignoring a trailing slash, not search or hash', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(isSameLocation(at('/v1/'), at('/v1'))).toBe(true);
    expect(isSameLocation(at('/'), at('/'))).toBe(true);
    expect(isSameLocation(at('/v1'), at('/v'))).toBe(false);
    expect(isSameLocation(at('/v1/'), at('/v1/', '?q'))).toBe(false);
    expect(isSameLocation(at('/v1/'), at('/v1/', '', '#api'))).toBe(false);
  });
});
