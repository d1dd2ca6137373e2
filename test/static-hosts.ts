// The static hosts library docs are deployed to, each serving a folder by its own
// documented rules, on 127.0.0.1: what e2e/hosts.spec.ts walks the docs on. None of them
// can run here (they are services), so each is its rules, written once. GitHub Pages
// serves a repository's folder under `/<repo>/`; the others serve their publish folder at
// the root of the domain, its rule files (`_redirects`, `_headers`, `vercel.json`) at its
// top (a site built for a base is a folder of it named so):
//
// - GitHub Pages: a directory's
//   `index.html`; `/a` → 301 `/a/` when `a/` is a directory, else `a.html` when it exists;
//   anything else `404.html` with status 404. No headers of the site's, no redirect rules
//   (`_headers` and `_redirects` are plain files there); its own on every file:
//   `Access-Control-Allow-Origin: *`, `Cache-Control: max-age=600`.
// - Netlify: `_redirects` and `_headers` read; a redirect applies only where no file is
//   (unless forced, `301!`): files shadow rules; `/a` serves `a.html`, `/a` → 301 `/a/` for a
//   directory; headers of every matching rule, a later one overriding an earlier one.
// - Cloudflare Pages: `_redirects` applied before any file; `_headers` with the values of
//   every matching rule joined by ", " (`! Name` drops an earlier one); `/a.html` → 308 `/a`
//   and `/a/index.html` → 308 `/a/`, `/a` serves `a.html` or → 308 `/a/`; the nearest
//   `404.html` with status 404.
// - Vercel (a folder deployed as it is): `vercel.json`'s `redirects` (`statusCode`) and
//   `headers` (`source` patterns as path-to-regexp: exact, or `(.*)` for the rest);
//   `/a/` serves `a/index.html`, `/a` serves `a/index.html` (not `a.html`: no `cleanUrls`);
//   `404.html`, 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { lookup } from 'mrmime';

export const STATIC_HOSTS = ['github-pages', 'netlify', 'cloudflare-pages', 'vercel'] as const;
export type StaticHost = (typeof STATIC_HOSTS)[number];

export interface RunningHost {
  url: string;
  close(): Promise<void>;
}

type Headers = Record<string, string>;
type Answer = { status: number; file?: string; location?: string; headers?: Headers };

interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
  /** Cloudflare's `! Name`: headers an earlier rule set, dropped here. */
  detach: string[];
}

/** `/assets/*` (Netlify, Cloudflare) or `/assets/(.*)` (Vercel) as a regular expression. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('(.*)')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** A `_headers` file: a path line, then its indented `Name: value` (or `! Name`) lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [], detach: [] });
      return;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (!rule || !(detached || header))
      throw new Error(`_headers line ${index + 1}: not "  Name: value" under a path: ${line}`);
    if (detached) rule.detach.push(detached[1]!.toLowerCase());
    else rule.headers.push([header![1]!, header![2]!.trim()]);
  });
  return rules;
}

/** `_redirects`: `from to status`, the first rule for a path winning; `!` forces it. */
function parseRedirectsFile(
  text: string,
): Map<string, { to: string; status: number; force: boolean }> {
  const rules = new Map<string, { to: string; status: number; force: boolean }>();
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    const code = Number(status.replace(/!$/, ''));
    if (!from || !to || rest.length || !(code >= 300 && code < 400))
      throw new Error(`_redirects line ${index + 1}: not "from to 3xx": ${line}`);
    if (!rules.has(from)) rules.set(from, { to, status: code, force: status.endsWith('!') });
  });
  return rules;
}

interface VercelConfig {
  redirects?: { source: string; destination: string; statusCode: number }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

function headersOf(rules: HeaderRule[], path: string, join: boolean): Headers {
  const out: Headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const name of rule.detach) delete out[name];
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = join && out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}

/**
 * How one host answers a path, given the deploy's folder served under `base`: files are
 * looked up under the base; rules (`_redirects`, `_headers`, `vercel.json`) name whole
 * paths, as the browser asks for them.
 */
function hostRules(host: StaticHost, root: string, base: string): (path: string) => Answer {
  const file = (path: string) => {
    if (!path.startsWith(base)) return undefined;
    const abs = join(root, decodeURIComponent(path.slice(base.length)));
    return existsSync(abs) ? { abs, isFile: statSync(abs).isFile() } : undefined;
  };
  const isFile = (path: string) => (file(path)?.isFile ? path : undefined);
  const isDir = (path: string) => file(path)?.isFile === false;
  const read = (name: string) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '';
  const notFound = (headers: Headers = {}): Answer => ({
    status: 404,
    file: isFile(`${base}404.html`),
    headers,
  });
  /** Cloudflare's: the `404.html` nearest up the path's folders. */
  const nearestNotFound = (path: string, headers: Headers): Answer => {
    const folders = path.split('/').slice(0, -1);
    for (let n = folders.length; n > 0; n--) {
      const page = isFile(`${folders.slice(0, n).join('/')}/404.html`);
      if (page) return { status: 404, file: page, headers };
    }
    return { status: 404, headers };
  };
  /** `/a/` → a/index.html; `/a` → a, else a.html, else a redirect to `/a/` for a directory. */
  const plain = (path: string, toDirectory: number): Answer | undefined => {
    if (path.endsWith('/')) {
      const index = isFile(`${path}index.html`);
      return index ? { status: 200, file: index } : undefined;
    }
    const found = isFile(path) ?? isFile(`${path}.html`);
    if (found) return { status: 200, file: found };
    if (isDir(path) && isFile(`${path}/index.html`))
      return { status: toDirectory, location: `${path}/` };
    return undefined;
  };

  switch (host) {
    case 'github-pages': {
      // What Pages sends on every file, whatever the site says: any origin may read it
      // (the edited examples' sandboxed frame loads its scripts so), cached 10 minutes.
      const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=600' };
      return (path) => ({ ...(plain(path, 301) ?? notFound()), headers });
    }
    case 'netlify': {
      const redirects = parseRedirectsFile(read('_redirects'));
      const headers = parseHeadersFile(read('_headers'));
      return (path) => {
        const rule = redirects.get(path);
        const own = headersOf(headers, path, false);
        if (rule?.force) return { status: rule.status, location: rule.to, headers: own };
        const served = plain(path, 301);
        if (served) return { ...served, headers: own };
        if (rule) return { status: rule.status, location: rule.to, headers: own };
        return notFound(own);
      };
    }
    case 'cloudflare-pages': {
      const redirects = parseRedirectsFile(read('_redirects'));
      const headers = parseHeadersFile(read('_headers'));
      return (path) => {
        const own = headersOf(headers, path, true);
        const rule = redirects.get(path);
        if (rule) return { status: rule.status, location: rule.to, headers: own };
        if (path.endsWith('/index.html') && isFile(path))
          return { status: 308, location: path.slice(0, -'index.html'.length), headers: own };
        if (path.endsWith('.html') && isFile(path) && !path.endsWith('/404.html'))
          return { status: 308, location: path.slice(0, -'.html'.length), headers: own };
        const served = plain(path, 308);
        return served ? { ...served, headers: own } : nearestNotFound(path, own);
      };
    }
    case 'vercel': {
      const config = JSON.parse(read('vercel.json') || '{}') as VercelConfig;
      const rules: HeaderRule[] = (config.headers ?? []).map((h) => ({
        pattern: pathPattern(h.source),
        headers: h.headers.map(({ key, value }) => [key, value]),
        detach: [],
      }));
      return (path) => {
        const own = headersOf(rules, path, false);
        const redirect = config.redirects?.find((r) => pathPattern(r.source).test(path));
        if (redirect)
          return { status: redirect.statusCode, location: redirect.destination, headers: own };
        if (!path.endsWith('/') && isDir(path) && isFile(`${path}/index.html`))
          return { status: 200, file: `${path}/index.html`, headers: own };
        const served = path.endsWith('/') || isFile(path) ? plain(path, 301) : undefined;
        return { ...(served ?? notFound()), headers: own };
      };
    }
  }
}

/**
 * Serves `root` as `host` does: GitHub Pages under `base` (a repository's site), the others
 * at the root of the domain (their publish folder).
 */
export async function serveAsHost(
  host: StaticHost,
  root: string,
  base: string,
): Promise<RunningHost> {
  const servedAt = host === 'github-pages' ? base : '/';
  const answer = hostRules(host, root, servedAt);
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const { status, file, location, headers = {} } = answer(url.pathname);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (location) {
      res.writeHead(status, { Location: `${location}${url.search}` }).end();
      return;
    }
    if (!file) {
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = lookup(file) ?? 'application/octet-stream';
    res.writeHead(status, {
      'Content-Type': /^text\/|javascript|json|svg|xml/.test(type)
        ? `${type}; charset=utf-8`
        : type,
    });
    res.end(readFileSync(join(root, decodeURIComponent(file.slice(servedAt.length)))));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** What the build writes for the hosts themselves: read at the top of a publish folder. */
export const HOST_FILES = ['_redirects', '_headers', 'vercel.json'] as const;

/**
 * The publish folder of Netlify, Cloudflare Pages or Vercel for a build under `base`, as
 * the README's recipe makes it: the build as the folder `base`, the hosts' files and the
 * not-found page at the top. At "/", the build itself. Removed with `remove()`.
 */
export async function publishFolderOf(
  dist: string,
  base: string,
): Promise<{ dir: string; remove(): Promise<void> }> {
  if (base === '/') return { dir: dist, remove: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'publish-'));
  await cp(dist, join(dir, base), { recursive: true });
  for (const name of HOST_FILES) await rename(join(dir, base, name), join(dir, name));
  await copyFile(join(dir, base, '404.html'), join(dir, '404.html'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
