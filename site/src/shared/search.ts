/**
 * The local search's index, as the build writes it (node/search/search-index.ts) and the browser
 * loads it (theme/search/search-index.ts): one document per page section, the part of a
 * page under one of its h2/h3 headings (or above the first), so a result leads to the
 * heading. MiniSearch must be given the same options on both sides.
 */
import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch';

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

/**
 * Prefixes as the reader types, small typos forgiven in words of four letters or more (at
 * most two: a fuzzy search of short words matches half the index, and costs most), headings
 * weigh most.
 */
const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
  boost: { title: 4, titles: 2, text: 1 },
};

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'titles', 'text'],
  storeFields: ['title', 'titles'],
  // `titles` is an array: searched as its words, stored as it is.
  stringifyField: (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value)),
  searchOptions: SEARCH_OPTIONS,
};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * What MiniSearch runs for what the reader typed: every word must match, and a word of
 * one character is looked up in headings and page titles only. Nearly every section has
 * some word of its text starting with any letter: those matches say nothing, and a
 * one-letter prefix of every word is the costliest lookup there is, met at the reader's
 * first keystroke and at the start of every further word ("guide p").
 */
export const searchQueryFor = (query: string): Query => ({
  combineWith: 'AND',
  queries: tokenize(query)
    .filter((word) => word !== '')
    .map((word) => (word.length === 1 ? { queries: [word], fields: ['title', 'titles'] } : word)),
});

/** At most this many results are shown. */
export const SEARCH_RESULTS_SHOWN = 12;
