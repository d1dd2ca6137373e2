/**
 * The local search's index, as the build writes it (node/search-index.ts) and the browser
 * loads it (theme/search/load-index.ts): one document per page section, the part of a
 * page under one of its h2/h3 headings (or above the first), so a result leads to the
 * heading. MiniSearch must be given the same options on both sides.
 */
import type { Options, SearchOptions } from 'minisearch';

export interface SearchDocument {
  /** Where the result leads: the page's path, with `#heading` for a section. */
  id: string;
  /** The heading, or the page's title for the part above its first heading. */
  title: string;
  /** Where it is: the page's title, then the h2 above an h3 (empty for a page's top). */
  titles: string[];
  text: string;
}

/** What a result carries: enough to show it and follow it, not the text. */
export type SearchResultFields = Pick<SearchDocument, 'title' | 'titles'>;

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'titles', 'text'],
  storeFields: ['title', 'titles'],
  // `titles` is an array: searched as its words, stored as it is.
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value)),
};

/**
 * Prefixes as the reader types, small typos forgiven in words of four letters or more (at
 * most two: a fuzzy search of short words matches half the index, and costs most), headings
 * weigh most.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  boost: { title: 4, titles: 2, text: 1 },
  combineWith: 'AND',
};

/**
 * The options for `query`: a single character searches headings and page titles only.
 * Nearly every section has some word of its text starting with any letter; those
 * results say nothing, and a one-letter prefix of every word is the costliest search
 * there is (the reader's first keystroke, as the index has just loaded).
 */
export const searchOptionsFor = (query: string): SearchOptions =>
  query.length === 1 ? { ...SEARCH_OPTIONS, fields: ['title', 'titles'] } : SEARCH_OPTIONS;

/** At most this many results are shown. */
export const SEARCH_RESULTS_SHOWN = 12;
