/**
 * What a build records of itself for the server that serves it (`npm start`), beside
 * its files: the base its URLs start with. (A dotfile: no server of ours sends it.)
 */
export const BUILD_RECORD_FILE = '.site.json';

export interface BuildRecord {
  /** The URL path the site was built to be served under, e.g. "/" or "/react/". */
  base: string;
}
