import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BUILD_RECORD_FILE, type BuildRecord } from '../../../server/build-record';
import { headersFile, vercelJson } from '../hosting/host-files';
import { redirectPages } from '../hosting/redirect-pages';
import { redirectsFile } from '../hosting/redirects-file';
import { iconsIn } from '../html';
import type { SiteState } from '../load-site';
import { llmsFiles } from '../llms/llms-files';
import { robotsTxt, sitemapXml } from '../social';

/**
 * Writes the files a build puts beside its pages, once they are written: the hosts'
 * redirects and header rules, the redirect pages, the search engines' files, the build
 * record and the machines' docs (config `llms`). Returns those still to precompress (the
 * redirect pages and the Markdown), as paths.
 */
export async function writeExtraFiles(dir: string, state: SiteState): Promise<string[]> {
  await writeHostFiles(dir, state);
  const redirects = await writeRedirectPages(dir, state);
  await writeSearchFiles(dir, state);
  await writeBuildRecord(dir, state);
  const llms = state.config.llms ? await llmsFiles(state.config, state.pages, state.sidebar) : [];
  for (const { path, text } of llms) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return [...redirects, ...llms.map((f) => f.path)].map((file) => join(dir, file));
}

/**
 * For hosts: the redirects (npm start, Netlify, Cloudflare Pages), the header rules
 * (Netlify, Cloudflare Pages), both for Vercel.
 */
async function writeHostFiles(dir: string, { config, site }: SiteState): Promise<void> {
  await writeFile(join(dir, '_redirects'), redirectsFile(site));
  await writeFile(join(dir, '_headers'), headersFile(config.base));
  await writeFile(join(dir, 'vercel.json'), vercelJson(site));
}

/** The declared redirects' pages whose file nothing else took (see redirectPages). */
async function writeRedirectPages(dir: string, { config, site }: SiteState): Promise<string[]> {
  const written: string[] = [];
  for (const { file, html } of redirectPages(config, site, iconsIn(dir))) {
    if (existsSync(join(dir, file))) continue;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), html);
    written.push(file);
  }
  return written;
}

/**
 * robots.txt (unless the public folder has one) and, when the site's `url` is known,
 * sitemap.xml listing every page.
 */
async function writeSearchFiles(dir: string, { config, site }: SiteState): Promise<void> {
  const { url } = config;
  if (url)
    await writeFile(
      join(dir, 'sitemap.xml'),
      sitemapXml(
        url,
        config.base,
        site.pages.map((p) => p.path),
      ),
    );
  if (!existsSync(join(dir, 'robots.txt')))
    await writeFile(join(dir, 'robots.txt'), robotsTxt(url, config.base));
}

/**
 * For `npm start` (server/build-record.ts): the base, the files outside the docs the build
 * read, and the sources the security policy allows beyond its own.
 */
async function writeBuildRecord(dir: string, { config, packages }: SiteState): Promise<void> {
  const record: BuildRecord = {
    base: config.base,
    inputs: packages.flatMap((p) => [dirname(p.source), join(p.root, 'package.json')]),
    ...(Object.keys(config.csp).length ? { csp: config.csp } : {}),
  };
  await writeFile(join(dir, BUILD_RECORD_FILE), JSON.stringify(record));
}
