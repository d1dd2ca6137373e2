import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { limited } from './limited';
import type { SiteState } from './load-site';

/** Files written at once while pages are stored. */
const WRITE_SLOTS = 16;

/** Where a stored page's module code and static HTML are (see `storePages`). */
export interface StoredPageFiles {
  /** The page's compiled module code (`CompiledPage.code`). */
  code: string;
  /** Its static HTML parts as JSON (`CompiledPage.staticHtml`). */
  staticHtml: string;
}

/** The files of the page with `key` (`PageData.key`) in the folder pages are stored in. */
export function storedPageFiles(dir: string, key: string): StoredPageFiles {
  return { code: join(dir, `${key}.js`), staticHtml: join(dir, `${key}.json`) };
}

/**
 * A build's site with each page's module code and static HTML moved to files in `dir`,
 * from which each bundle reads them as it loads the page (site-modules.ts): nothing
 * holds them for the whole build. At 2,000 pages they are ~0.22 GB of heap (the live heap
 * at the end of the load: 391 MB with them, 166 without; heap snapshots of bench/scale/stages.ts),
 * which would stay through the first bundle whichever is built first. `state`'s pages are
 * not changed: the site returned has pages of its own, and `state` can be dropped.
 */
export async function storePages(state: SiteState, dir: string): Promise<SiteState> {
  await mkdir(dir, { recursive: true });
  const pages = await limited(
    state.pages.map((page) => async () => {
      if (!page.compiled) return page;
      const files = storedPageFiles(dir, page.data.key);
      await writeFile(files.code, page.compiled.code);
      await writeFile(files.staticHtml, JSON.stringify(page.compiled.staticHtml));
      return { ...page, compiled: { ...page.compiled, code: '', staticHtml: [] } };
    }),
    WRITE_SLOTS,
  );
  return { ...state, pages, stored: dir };
}
