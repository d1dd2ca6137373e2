import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Text that only exists outside the served folder; no response may ever contain it. */
export const SECRETS = ['TOP-SECRET-PARENT', 'TOP-SECRET-OUTSIDE', 'SECRET_ENV', 'VITE-MANIFEST'];

export const PAGE = `<!doctype html><title>v1</title><main>${'Lazy loading, documented. '.repeat(200)}</main>`;
export const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>404</h1>';
export const APP_JS = `export const docs = ${JSON.stringify('chunk '.repeat(2000))};\n`;

export interface TestSite {
  /** The folder to serve; its parent holds files that must stay unreachable. */
  root: string;
  remove(): Promise<void>;
}

/** A built-site look-alike, with traps: dotfiles, a source map and symlinks leaving root. */
export async function makeTestSite(): Promise<TestSite> {
  const base = await mkdtemp(join(tmpdir(), 'site-server-'));
  const root = join(base, 'dist');
  const files: Record<string, string> = {
    'secret.txt': 'TOP-SECRET-PARENT',
    'outside/secret.txt': 'TOP-SECRET-OUTSIDE',
    'dist/v1/index.html': PAGE,
    'dist/404.html': NOT_FOUND_PAGE,
    'dist/_redirects': [
      '# Netlify-style redirects',
      '/               /v1/   302',
      '',
      '/v1             /v1/   301',
      '/v1/index.html  /v1/   301',
    ].join('\n'),
    'dist/demo-frame/index.html': '<!doctype html><title>Edited example</title>',
    'dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'dist/favicon.ico': 'ICO',
    // Decomposed (NFD), as some file systems and archivers write names.
    [`dist/my page ${'e\u0301'}.html`]: 'accented',
    'dist/assets/js/app.abc12345.js': APP_JS,
    'dist/assets/js/app.abc12345.js.map': `{"version":3,"sources":["${'src/'.repeat(300)}"]}`,
    'dist/assets/css/site.abc12345.css': `body { color: black; }\n`.repeat(100),
    'dist/.env': 'SECRET_ENV=1',
    'dist/.vite/manifest.json': '{"VITE-MANIFEST": true}',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  }
  await symlink('../outside/secret.txt', join(root, 'leak.txt'));
  await symlink('../outside', join(root, 'leakdir'));
  await symlink('nowhere.txt', join(root, 'dangling.txt'));
  await symlink('loop', join(root, 'loop'));
  return { root, remove: () => rm(base, { recursive: true, force: true }) };
}

/** Listens on an ephemeral port of 127.0.0.1 and returns the origin. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `path` byte for byte (unlike fetch, which normalises `..` and encodings). */
export function request(
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
