// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, createSiteServer } from './server';
import { close, listen, makeTestSite, PAGE, request, type TestSite } from './test-helpers';

// The first file request makes content negotiation throw; later ones are answered normally.
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('negotiator', () => ({
  default: class {
    encoding() {
      calls.count += 1;
      if (calls.count === 1) throw new Error('boom');
      return 'identity';
    }
  },
}));

let site: TestSite;
let server: ReturnType<typeof createSiteServer>;
let origin: string;
const log = vi.fn<(line: string) => void>();

beforeAll(async () => {
  site = await makeTestSite();
  server = createSiteServer({ root: site.root, log });
  origin = await listen(server);
});

afterAll(async () => {
  await close(server);
  await site.remove();
});

it('answers a handler exception with a short 500 and keeps running', async () => {
  const failed = await request(origin, '/v1/');
  expect(failed.status).toBe(500);
  expect(failed.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(failed.body.toString()).toBe('Internal server error');
  expect(failed.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(failed.headers['x-content-type-options']).toBe('nosniff');
  expect(failed.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(log).toHaveBeenCalledWith(expect.stringContaining('Error: boom'));

  const next = await request(origin, '/v1/');
  expect(next.status).toBe(200);
  expect(next.body.toString()).toBe(PAGE);
});
