import { startServer } from '../site/server/cli';
import { PAGE_CONTENT_SECURITY_POLICY } from '../site/server/security-headers';
import { DEMO_FRAME_NOT_ISOLATED, DEMO_FRAME_PATH } from '../site/src/shared/demo-frame';
import { serveAsHost, STATIC_HOSTS, type RunningHost } from '../test/static-hosts';
import { DIRS } from './dirs';
import { expect, hydrated, test } from './fixtures';
import { requestedPaths, walkTheDocs } from './reader-walk';

// The same dist/ deployed where library docs live, each host serving it by its own rules
// (test/static-hosts.ts), and by `npm start`: built for "/" and for "/react/" (GitHub
// Pages' `https://<owner>.github.io/react/`).

const BUILDS = [
  { base: '/', dir: DIRS.site },
  { base: '/react/', dir: DIRS.siteAtBase },
];
const HOSTS = ['npm start', ...STATIC_HOSTS] as const;

function serve(host: (typeof HOSTS)[number], dir: string, base: string): Promise<RunningHost> {
  return host === 'npm start'
    ? startServer({ root: dir, port: 0, host: '127.0.0.1' })
    : serveAsHost(host, dir, base);
}

for (const host of HOSTS) {
  for (const { base, dir } of BUILDS) {
    test(`${host}, built for ${base}: a reader walks the docs, and nothing is asked outside ${base}`, async ({
      page,
      consoleProblems,
    }) => {
      const served = await serve(host, dir, base);
      try {
        const paths = requestedPaths(page, served.url);
        await walkTheDocs(page, { origin: served.url, base });
        expect(paths().filter((path) => !path.startsWith(base))).toEqual([]);
        expect(consoleProblems).toEqual([]);
      } finally {
        await served.close();
      }
    });
  }
}

test('GitHub Pages sends no headers: the page carries its policy, and the frame runs nothing unless sandboxed', async ({
  page,
  consoleProblems,
}) => {
  const served = await serveAsHost('github-pages', DIRS.siteAtBase, '/react/');
  try {
    await page.goto(`${served.url}/react/v1/`);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      PAGE_CONTENT_SECURITY_POLICY,
    );
    // The policy holds: a script the page did not bring is refused.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.src = 'data:text/javascript,window.__ran=1';
      const settled = new Promise((done) => {
        script.onload = done;
        script.onerror = done;
      });
      document.head.append(script);
      await settled;
      return (window as unknown as { __ran?: number }).__ran ?? 0;
    });
    expect(ran).toBe(0);
    consoleProblems.length = 0; // (the refusal is reported, as it should be)
    await hydrated(page);
    // Framed without the sandbox (no CSP header gives it one here): the frame refuses.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.className = 'bare-frame';
      document.body.append(frame);
    }, `/react${DEMO_FRAME_PATH}`);
    await expect(page.locator('iframe.bare-frame').contentFrame().locator('#demo')).toHaveText(
      DEMO_FRAME_NOT_ISOLATED,
    );
    expect(consoleProblems).toEqual([]);
  } finally {
    await served.close();
  }
});

/** The headers the hosts that read rules must send as `npm start` does, by path. */
const COMPARED = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'access-control-allow-origin',
];

test('Netlify, Cloudflare Pages and Vercel send the headers npm start sends (one source)', async ({
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'HTTP only: once is enough');
  const node = await startServer({ root: DIRS.site, port: 0, host: '127.0.0.1' });
  const hosts = await Promise.all(
    (['netlify', 'cloudflare-pages', 'vercel'] as const).map((h) => serveAsHost(h, DIRS.site, '/')),
  );
  try {
    const page = await fetch(`${node.url}/v1/`);
    const script = /src="(\/assets\/js\/[^"]+)"/.exec(await page.text())![1]!;
    for (const path of ['/v1/', script, DEMO_FRAME_PATH]) {
      const expected = await fetch(`${node.url}${path}`);
      // Besides the ones every response has: an asset's caching, the frame's policy. (A
      // page's policy is the site's: npm start sends it as a header too, hosts with the
      // page's meta only.)
      const named = [
        ...COMPARED,
        ...(path === script ? ['cache-control'] : []),
        ...(path === DEMO_FRAME_PATH ? ['content-security-policy'] : []),
      ];
      const own = (response: Response) =>
        Object.fromEntries(named.map((name) => [name, response.headers.get(name)]));
      for (const host of hosts) {
        const response = await fetch(`${host.url}${path}`);
        expect({ path, ...own(response) }).toEqual({ path, ...own(expected) });
      }
    }
  } finally {
    await node.close();
    await Promise.all(hosts.map((h) => h.close()));
  }
});
