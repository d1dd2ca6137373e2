import { startServer } from '../site/server/cli';
import { PAGE_CONTENT_SECURITY_POLICY } from '../site/server/security-headers';
import { withBase } from '../site/src/shared/base';
import { DEMO_FRAME_NOT_ISOLATED, DEMO_FRAME_PATH } from '../site/src/shared/demo/demo-frame';
import { publishFolderOf, serveAsHost, STATIC_HOSTS, type RunningHost } from '../test/static-hosts';
import { DIRS } from './dirs';
import type { Request } from '@playwright/test';
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

/** The build served by `host` as its recipe in the README deploys it. */
async function serve(
  host: (typeof HOSTS)[number],
  dir: string,
  base: string,
): Promise<RunningHost> {
  if (host === 'npm start') return startServer({ root: dir, port: 0, host: '127.0.0.1' });
  if (host === 'github-pages') return serveAsHost(host, dir, base);
  const publish = await publishFolderOf(dir, base);
  const running = await serveAsHost(host, publish.dir, base);
  return {
    url: running.url,
    close: async () => {
      await running.close();
      await publish.remove();
    },
  };
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

for (const { base, dir } of BUILDS) {
  // HTTP only: once, in no browser (the `node` project).
  test(
    `Netlify, Cloudflare Pages and Vercel send the headers npm start sends (one source), built for ${base}`,
    { tag: '@node' },
    async () => {
      const node = await serve('npm start', dir, base);
      const hosts = await Promise.all(
        (['netlify', 'cloudflare-pages', 'vercel'] as const).map((h) => serve(h, dir, base)),
      );
      try {
        const page = await fetch(`${node.url}${base}v1/`);
        const script = /src="([^"]*\/assets\/js\/[^"]+)"/.exec(await page.text())![1]!;
        const frame = withBase(base, DEMO_FRAME_PATH);
        for (const path of [`${base}v1/`, script, frame]) {
          const expected = await fetch(`${node.url}${path}`);
          // Besides the ones every response has: an asset's caching, the frame's policy. (A
          // page's policy is the site's: npm start sends it as a header too, hosts with the
          // page's meta only.)
          const named = [
            ...COMPARED,
            ...(path === script ? ['cache-control'] : []),
            ...(path === frame ? ['content-security-policy'] : []),
          ];
          const own = (response: Response) =>
            Object.fromEntries(named.map((name) => [name, response.headers.get(name)]));
          expect(expected.status).toBe(200);
          for (const host of hosts) {
            const response = await fetch(`${host.url}${path}`);
            expect({ path, ...own(response) }).toEqual({ path, ...own(expected) });
          }
        }
      } finally {
        await node.close();
        await Promise.all(hosts.map((h) => h.close()));
      }
    },
  );
}

for (const host of HOSTS) {
  test(`${host}: a page whose path ends in .html shows at its own address, asked with or without .html`, async ({
    page,
    consoleProblems,
  }) => {
    // The fixture site's guide is /guide.html. Cloudflare Pages sends /guide.html to
    // /guide, where a rule back to .html looped; the others serve /guide from guide.html.
    const served = await serve(host, DIRS.fixtureSite, '/');
    try {
      for (const asked of ['/guide.html', '/guide']) {
        const response = await page.goto(`${served.url}${asked}`);
        // (Firefox revalidates the page it has just shown: 304.)
        expect([200, 304]).toContain(response?.status());
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
        await hydrated(page);
        await expect(page).toHaveURL(`${served.url}/guide.html`);
        // The app runs on it: a link is followed in place (no new document).
        const documents: string[] = [];
        const seen = (request: Request) => {
          if (request.isNavigationRequest()) documents.push(request.url());
        };
        page.on('request', seen);
        await page.getByRole('main').getByRole('link', { name: 'Other' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Other page');
        page.off('request', seen);
        expect(documents).toEqual([]);
      }
      expect(consoleProblems).toEqual([]);
    } finally {
      await served.close();
    }
  });
}
