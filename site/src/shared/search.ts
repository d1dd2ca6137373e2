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

/** What a result carries: enough to show it, with a snippet of its text, and follow it. */
export type SearchResultFields = Pick<SearchDocument, 'title' | 'titles' | 'text'>;

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
  storeFields: ['title', 'titles', 'text'],
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

/** A piece of shown text, and whether it is a word the search matched. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Letters and digits: what a matched word may not continue into. */
const WORD = String.raw`[\p{L}\p{N}]`;

/** The words `terms` (as the index has them: lower case, whole) wherever `text` has them. */
function termsPattern(terms: readonly string[]): RegExp | undefined {
  if (!terms.length) return undefined;
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!${WORD})(?:${escaped.join('|')})(?!${WORD})`, 'giu');
}

/** `text` in parts, the matched words apart (to be marked). */
export function highlighted(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termsPattern(terms);
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of pattern ? text.matchAll(pattern) : []) {
    if (found.index > at) parts.push({ text: text.slice(at, found.index), match: false });
    parts.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** About this many characters of a section's text are shown under a result. */
export const SNIPPET_LENGTH = 140;
/** …of which up to this many come before the first matched word. */
const BEFORE_MATCH = 40;

/**
 * The part of a section's text around its first matched word, cut at spaces, "…" where
 * it goes on, with every matched word marked: a reader tells two results apart by it.
 * The text's start where no word of it matched (a match in the heading only).
 */
export function snippetOf(text: string, terms: readonly string[]): TextPart[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = termsPattern(terms)?.exec(flat)?.index ?? 0;
  let start = Math.max(0, first - BEFORE_MATCH);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length)
    end = flat.lastIndexOf(' ', end) > first ? flat.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return highlighted(cut, terms);
}
