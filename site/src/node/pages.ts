import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { regularPathOf } from '../shared/paths';
import type { PageData } from '../shared/types';
import { SiteBuildError, SiteBuildErrors } from './errors';
import type { CompiledPage, CompileOptions } from './markdown/compile-page';
import type { PageMeta } from './markdown/page-meta';
import { sketchPage } from './markdown/page-sketch';

export interface SourcePage {
  file: string;
  data: PageData;
  /**
   * The page's module, HTML and what the compile learnt. Absent from a page the dev server
   * has only sketched (`sketchPage`) and not yet compiled: it compiles each when requested.
   */
  compiled?: CompiledPage;
}

/** How to load a page: as it was loaded already, compiled, or only sketched (dev). */
export type PageLoad = SourcePage | 'compile' | 'sketch';

/** A page's compiled form; only a page the dev server has not yet compiled has none. */
export function compiledOf(page: SourcePage): CompiledPage {
  if (!page.compiled) throw new Error(`${page.file} was not compiled`);
  return page.compiled;
}

/** All `*.md` files below `dir`, skipping `public/` and dot folders, sorted for stable output. */
async function markdownFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
        if (dir === root && entry.name === 'public') return [];
        return markdownFiles(path, root);
      }
      return entry.name.endsWith('.md') ? [path] : [];
    }),
  );
  return found.flat().sort();
}

/** A stable key for a page, derived from its path: the same path keeps the same key. */
export function pageKey(path: string): string {
  return `v-${createHash('sha256').update(path).digest('hex').slice(0, 8)}`;
}

const prevNext = z.union([
  z.literal(false),
  z.string().min(1),
  z.strictObject({ text: z.string().min(1).optional(), link: z.string().startsWith('/') }),
]);

/** What the theme reads from a page's frontmatter beside `title` (see `pageDataOf`). */
const THEME_FRONTMATTER = {
  order: z.number({ error: 'is a number: where the page goes in its sidebar group' }),
  sidebar: z.literal(false, { error: 'can only be false: the page is left out of the sidebar' }),
  prev: prevNext,
  next: prevNext,
} as const;

/** The line of `key:` (quoted or not) in the page's frontmatter block (1 if not found there). */
function frontmatterLine(source: string, key: string): number {
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const at = lines
    .slice(0, Math.max(end, 0))
    .findIndex((line) => new RegExp(`^(['"]?)${key}\\1\\s*:`).test(line));
  return at < 0 ? 1 : at + 1;
}

/** Every theme field of a page's frontmatter that is not what the theme reads: all at once. */
function checkThemeFrontmatter(
  file: string,
  source: string,
  frontmatter: Record<string, unknown>,
): void {
  const errors = Object.entries(THEME_FRONTMATTER).flatMap(([key, schema]) => {
    if (frontmatter[key] === undefined) return [];
    const result = schema.safeParse(frontmatter[key]);
    if (result.success) return [];
    const rule =
      key === 'prev' || key === 'next'
        ? `frontmatter ${key} is false, a text, or { text?, link: "/path" }`
        : `frontmatter ${key} ${result.error.issues[0]!.message}`;
    return [new SiteBuildError(file, frontmatterLine(source, key), rule, `bad ${key}`)];
  });
  if (errors.length) throw new SiteBuildErrors(errors);
}

/** Builds a page's public data from what its compile (or sketch) learnt of it. */
export function pageDataOf(
  file: string,
  relativePath: string,
  meta: PageMeta,
  source = '',
): PageData {
  const { frontmatter, firstHeading, headers } = meta;
  checkThemeFrontmatter(file, source, frontmatter);
  const regularPath = regularPathOf(relativePath);
  const permalink = frontmatter.permalink;
  if (permalink !== undefined && (typeof permalink !== 'string' || !permalink.startsWith('/'))) {
    throw new SiteBuildError(
      file,
      1,
      'frontmatter permalink is a path starting with "/"',
      `bad permalink`,
    );
  }
  const path = permalink ?? regularPath;
  const title = typeof frontmatter.title === 'string' ? frontmatter.title : (firstHeading ?? '');
  // A copy: its strings are cut from the page's source (V8 keeps such a slice's whole
  // source alive), and the site keeps every page's data for its life. At 2,000 pages the
  // titles alone held 20 MB of Markdown (a heap snapshot).
  return structuredClone({
    title,
    frontmatter,
    regularPath,
    relativePath,
    key: pageKey(path),
    path,
    headers,
  });
}

/**
 * Reads every page of the docs folder, each as `how` says (compiled by default); reports
 * every broken page at once. A page `how` gives is kept as it is (unchanged since).
 */
export async function loadPages(
  docsDir: string,
  options: CompileOptions,
  how: (file: string) => PageLoad = () => 'compile',
  /** The Markdown files, when known: in the order `markdownFiles` gives. */
  known?: readonly string[],
): Promise<SourcePage[]> {
  const files = known ?? (await markdownFiles(docsDir));
  const loads = files.map(how);
  const relativePath = (file: string) => relative(docsDir, file).split(sep).join('/');
  const sources = await Promise.all(
    files.map((file, i) => (typeof loads[i] === 'object' ? '' : readFile(file, 'utf8'))),
  );
  const compiling = files.flatMap((file, i) => (loads[i] === 'compile' ? [i] : []));
  // (The compiler loads with the first compile: the dev server starts without it.)
  const { compileAll } = await import('./compile-pool');
  const compiled = new Map(
    (
      await compileAll(
        compiling.map((i) => ({
          source: sources[i]!,
          file: { path: files[i]!, relativePath: relativePath(files[i]!) },
          options,
        })),
      )
    ).map((result, n) => [compiling[n]!, result]),
  );
  const results = await Promise.allSettled(
    files.map(async (file, i): Promise<SourcePage> => {
      const load = loads[i]!;
      if (typeof load === 'object') return load;
      const [source, path] = [sources[i]!, relativePath(file)];
      if (load === 'sketch')
        return { file, data: pageDataOf(file, path, sketchPage(source, file), source) };
      const result = compiled.get(i)!;
      if (result.status === 'rejected') throw result.reason;
      return {
        file,
        data: pageDataOf(file, path, result.value.meta, source),
        compiled: result.value,
      };
    }),
  );
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (errors.length) {
    const all = errors.flatMap((e) =>
      e instanceof SiteBuildErrors ? e.errors : e instanceof SiteBuildError ? [e] : [],
    );
    if (all.length !== errors.length) throw errors[0];
    throw new SiteBuildErrors(all);
  }
  const pages = results.map((r) => (r as PromiseFulfilledResult<SourcePage>).value);
  const byPath = new Map<string, string>();
  for (const page of pages) {
    const other = byPath.get(page.data.path);
    if (other) {
      throw new SiteBuildError(
        page.file,
        1,
        'each page has its own path',
        `same path ${page.data.path} as ${other}`,
      );
    }
    byPath.set(page.data.path, page.file);
  }
  return pages;
}
