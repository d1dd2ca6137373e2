import type { PageHeader } from '../../shared/types';
import type { SiteBuildError } from '../errors';

/** What compiling a page learns about it, for site data and the link check. */
export interface PageMeta {
  frontmatter: Record<string, unknown>;
  /** Text of the first `#` heading, if any. */
  firstHeading?: string;
  headers: PageHeader[];
  /** Every heading id on the page (all levels). */
  ids: string[];
  /** Internal links, for the link check. */
  links: { url: string; line: number }[];
  /** Other files the page is built from (e.g. a component documented by `[[api]]`). */
  dependencies: string[];
  /** Components the page renders (`Badge`, `DemoBlock`, …). */
  components: string[];
}

declare module 'vfile' {
  interface DataMap {
    meta: PageMeta;
    /** The maintainer's mistakes the plugins found: the compile reports them all at once. */
    problems: SiteBuildError[];
  }
}

export function emptyMeta(): PageMeta {
  return { frontmatter: {}, headers: [], ids: [], links: [], dependencies: [], components: [] };
}
