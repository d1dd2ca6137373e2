import MiniSearch from 'minisearch';
import json from 'virtual:search-index';
import { whenIdle } from '../../runtime/index';
import {
  SEARCH_INDEX_OPTIONS,
  SEARCH_RESULTS_SHOWN,
  highlighted,
  searchQueryFor,
  snippetOf,
  type SearchDocument,
  type SearchResultFields,
  type TextPart,
} from '../../shared/search';

/**
 * The search index and MiniSearch, one chunk the search box loads on its first use
 * (focus or Ctrl/Cmd+K), never before.
 */
const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_INDEX_OPTIONS);

/**
 * Searches run while the reader starts typing, one per idle moment. The first searches
 * after the index loads run MiniSearch's loops before the engine has compiled them: on a
 * phone each took more than a frame (`npm run bench:site-nav`). Short prefixes, as the
 * reader's first keystrokes are, and a word long enough to be searched with typos.
 */
const WARM_UP = ['e', 'a', 'se', 'th', 'the', 'tion', 'page', 'the page'];

function warmUp(queries: string[]): void {
  const query = queries.shift();
  if (query === undefined) return;
  index.search(searchQueryFor(query));
  whenIdle(() => warmUp(queries));
}
whenIdle(() => warmUp([...WARM_UP]));

export interface SearchResult extends Pick<SearchResultFields, 'titles'> {
  /** The page's path, with `#heading` for a section. */
  id: string;
  /** The heading (or page title), its matched words apart. */
  title: TextPart[];
  /** The section's text around what matched. */
  snippet: TextPart[];
}

/** The best sections for `query`, best first. */
export default function search(query: string): SearchResult[] {
  return index
    .search(searchQueryFor(query))
    .slice(0, SEARCH_RESULTS_SHOWN)
    .map((result) => ({
      id: result.id as string,
      title: highlighted(result.title as string, result.terms),
      titles: result.titles as string[],
      snippet: snippetOf(result.text as string, result.terms),
    }));
}
