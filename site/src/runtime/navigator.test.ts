import { describe, expect, it, vi } from 'vitest';
import type { RouteTable } from '../shared/paths';
import { createNavigator } from './navigator';

const table: RouteTable = { pages: ['/v1/', '/guide.html'], redirects: new Map([['/', '/v1']]) };

function fakeRouter(pathname: string, search = '', hash = '') {
  return {
    state: { location: { pathname, search, hash, state: null, key: 'k' } },
    navigate: vi.fn(() => Promise.resolve()),
  } as unknown as Parameters<typeof createNavigator>[0] & { navigate: ReturnType<typeof vi.fn> };
}

describe('navigator', () => {
  it('push to the current location rejects with NavigationDuplicated and does not navigate', async () => {
    const router = fakeRouter('/v1/');
    const nav = createNavigator(router, table);
    for (const to of ['/v1/', '/v1', '/']) {
      await expect(nav.push(to)).rejects.toMatchObject({
        name: 'NavigationDuplicated',
        message: 'Navigating to current location is not allowed',
      });
    }
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('push elsewhere navigates (a new entry); replace replaces', async () => {
    const router = fakeRouter('/v1/');
    const nav = createNavigator(router, table);
    await nav.push('/guide.html');
    await nav.replace('/v1/#api');
    expect(router.navigate).toHaveBeenNthCalledWith(1, '/guide.html', { replace: false });
    expect(router.navigate).toHaveBeenNthCalledWith(2, '/v1/#api', { replace: true });
  });

  it('the same path with another hash or query is a navigation', async () => {
    const router = fakeRouter('/v1/', '', '#usage');
    const nav = createNavigator(router, table);
    await nav.push('#api');
    await nav.push('/v1/?x=1');
    expect(router.navigate).toHaveBeenCalledTimes(2);
  });
});
