import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '../../shared/search';
import { compiledOf, type SourcePage } from '../pages';

/** One document per section of every page (frontmatter `search: false` leaves a page out). */
export function searchDocuments(pages: readonly SourcePage[]): SearchDocument[] {
  return pages.flatMap((page) => {
    if (page.data.frontmatter.search === false) return [];
    const { title, path, headers } = page.data;
    let h2: string | undefined;
    return compiledOf(page).searchSections.flatMap((section): SearchDocument[] => {
      const header = headers.find((h) => h.slug === section.anchor);
      if (!header) {
        // The part above the first heading: the page itself, found by its title too.
        return [{ id: path, title, titles: [], text: section.text }];
      }
      if (header.level === 2) h2 = header.title;
      const titles = header.level === 3 && h2 !== undefined ? [title, h2] : [title];
      return [{ id: `${path}#${header.slug}`, title: header.title, titles, text: section.text }];
    });
  });
}

/** The index, serialized: the browser loads it as it is (`MiniSearch.loadJSON`). */
export function searchIndexJson(pages: readonly SourcePage[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(searchDocuments(pages));
  return JSON.stringify(index);
}
