// The search index's size (config `themeConfig.search`) for the docs and for 101 pages
// (bench/site-100: the docs and 100 guide pages made from the readme), as the browser
// downloads it: with the sections' text stored for the results' snippets, and without.
// `npx tsx scripts/search-index-size.ts`
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { generateSite } from '../bench/site-100/generate';
import { loadSite } from '../site/src/node/load-site';
import { searchDocuments, searchIndexJson } from '../site/src/node/search/search-index';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '../site/src/shared/search';

const kb = (text: string) =>
  `${(text.length / 1024).toFixed(0)} KB raw, ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(0)} KB gzip`;

for (const [name, dir] of [
  ['the docs (1 page)', 'docs'],
  ['101 pages', generateSite('.cache/search-size-site', 100)],
] as const) {
  const { pages } = await loadSite(dir);
  const withText = searchIndexJson(pages);
  const index = new MiniSearch<SearchDocument>({
    ...SEARCH_INDEX_OPTIONS,
    storeFields: ['title', 'titles'],
  });
  index.addAll(searchDocuments(pages));
  const without = JSON.stringify(index);
  console.log(`${name}: ${kb(withText)} (without the text for snippets: ${kb(without)})`);
}
