// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/node/paths';
import { redirectsFile } from '../src/node/hosting/redirects-file';
import { loadSite } from '../src/node/load-site';
import { nginxConf } from './nginx-conf';
import { parseRedirects } from './redirects';
import { contentSecurityPolicy, DEMO_FRAME_CONTENT_SECURITY_POLICY } from './security-headers';
// (The compiler loads with this file, not inside its first test as pages.ts loads it on
// demand: its modules' top-level code then runs outside any test, as the mutation run
// expects of such code, and is not counted as covered by that one test alone.)
import '../src/node/markdown/compile-page';

describe('nginxConf', () => {
  it('is deploy/nginx.conf for the docs at "/": the file cannot drift from its sources', async () => {
    const { site } = await loadSite(`${REPO_ROOT}docs`);
    expect(nginxConf('/', parseRedirects(redirectsFile(site)))).toBe(
      readFileSync(`${REPO_ROOT}deploy/nginx.conf`, 'utf8'),
    );
  });

  it('serves under another base, and nothing outside it', async () => {
    const { site } = await loadSite(`${REPO_ROOT}docs`, { base: '/react/' });
    const conf = nginxConf('/react/', parseRedirects(redirectsFile(site)));
    expect(conf).toContain('    location = /react {\n        return 301 /react/$is_args$args;');
    expect(conf).toContain('    location = /react/ {\n        return 302 /react/v1/$is_args$args;');
    expect(conf).toContain('    location /react/ {');
    expect(conf).toContain('    location ^~ /react/assets/ {');
    expect(conf).toContain('    error_page 404 /react/404.html;');
    expect(conf).toContain('    location / {\n        return 404;');
    expect(conf).toContain("    /react/demo-frame/index.html  \"default-src 'none';");
  });

  it('sends the site’s policy with its extra sources, the frame’s unchanged', () => {
    const conf = nginxConf('/', new Map(), { img: ['https://img.shields.io'] });
    expect(conf).toContain(
      `    default           "${contentSecurityPolicy({ img: ['https://img.shields.io'] })}";`,
    );
    expect(conf).toContain("img-src 'self' data: https://img.shields.io;");
    expect(conf).toContain(`"${DEMO_FRAME_CONTENT_SECURITY_POLICY}"`);
  });

  it('quotes a path with a space', () => {
    const conf = nginxConf('/', parseRedirects('/my%20page /my%20page.html 301\n'));
    expect(conf).toContain(
      '    location = "/my page" {\n        return 301 /my%20page.html$is_args$args;',
    );
  });
});
