/**
 * What a build records of itself for the server that serves it (`npm start`), beside
 * its files: the base its URLs start with, and what it was built from beyond the docs
 * and the engine. (A dotfile: no server of ours sends it.)
 */
import type { ExtraSources } from './csp-sources';

export const BUILD_RECORD_FILE = '.site.json';

export interface BuildRecord {
  /** The URL path the site was built to be served under, e.g. "/" or "/react/". */
  base: string;
  /**
   * Files and folders outside the docs the build read (the documented packages' sources
   * and package.json files): `npm start` builds again when one is newer than the build.
   */
  inputs?: string[];
  /** Sources the site's Content-Security-Policy allows beyond its own (its config's `csp`). */
  csp?: ExtraSources;
}
