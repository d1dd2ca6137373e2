import MiniSearch from 'minisearch';
import json from 'virtual:search-index';
import {
  SEARCH_INDEX_OPTIONS,
  SEARCH_OPTIONS,
  SEARCH_RESULTS_SHOWN,
  type SearchDocument,
  type SearchResultFields,
} from '../../shared/search';

/**
 * The search index and MiniSearch, one chunk the search box loads on its first use
 * (focus or Ctrl/Cmd+K), never before.
 */
const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_INDEX_OPTIONS);

export interface SearchResult extends SearchResultFields {
  /** The page's path, with `#heading` for a section. */
  id: string;
}

/** The best sections for `query`, best first. */
export default function search(query: string): SearchResult[] {
  return index
    .search(query, SEARCH_OPTIONS)
    .slice(0, SEARCH_RESULTS_SHOWN)
    .map((result) => ({
      id: result.id as string,
      title: result.title as string,
      titles: result.titles as string[],
    }));
}
