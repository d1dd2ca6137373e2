// A site of many pages for the build benchmark: the docs folder copied, with `pages`
// pages under `guide/`, each the readme under its own title and numbers, so no two
// pages (and few code blocks) are alike. Used by `npm run bench` (issue 15: a build
// speed-up stays only where it pays on such a site).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = `${ROOT}docs/`;

/**
 * The docs' code fences as the benchmarks build them: without `twoslash` unless asked
 * (each page's fence checked by the compiler would measure twoslash, bench/twoslash/,
 * and not what the peers do).
 */
const withTwoslash = (markdown: string, twoslash: boolean) =>
  twoslash ? markdown : markdown.replace(/^(```\w+) twoslash\b/gm, '$1');

/** Writes the site to `dir` (replacing it) and returns `dir`. */
export function generateSite(dir: string, pages = 100, { twoslash = false } = {}): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync(DOCS, dir, { recursive: true });
  // The config and setup import the repository's files by relative paths, which stay
  // relative (a documented package's source must be): from here to the repository.
  const up = relative(dir, ROOT).split(sep).join('/');
  for (const file of ['site.config.ts', 'setup.ts']) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    writeFileSync(`${dir}/${file}`, text.replaceAll("'../", `'${up}/`));
  }
  const source = withTwoslash(readFileSync(`${DOCS}v1/readme.md`, 'utf8'), twoslash);
  // The readme's API section names the library's source relative to the page.
  const api = relative(`${dir}/v1`, `${ROOT}packages/lazy-load/src/LazyLoad.ts`);
  writeFileSync(`${dir}/v1/readme.md`, source.replace(API, `[[api ${api}]]`));
  mkdirSync(`${dir}/guide`);
  for (let n = 1; n <= pages; n++)
    writeFileSync(`${dir}/guide/page-${n}.md`, withTwoslash(guidePage(n), twoslash));
  return dir;
}

const API = /^\[\[api .*\]\]$/m;

/** Guide page `n`: the readme (without its API section) under its own title and numbers. */
export function guidePage(n: number): string {
  return readFileSync(`${DOCS}v1/readme.md`, 'utf8')
    .replace(API, '')
    .replace(/^# .*$/m, `# Guide page ${n}`)
    .replaceAll('640', String(600 + n))
    .replaceAll('Loading', `Loading (${n})`);
}
