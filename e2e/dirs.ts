import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Folders the browser tests build and serve. */
export const DIRS = {
  docs: at('../docs'),
  site: at('../dist'),
  devSite: at('./.fixtures/site-dev'),
  /** The docs built for the base `/react/`. */
  siteAtBase: at('./.fixtures/site-react'),
  fixtureDocs: at('./fixtures/site'),
  fixtureSite: at('./.fixtures/site'),
  /** Several folders: the sidebar, previous/next links, a nav group. */
  bookDocs: at('./fixtures/book'),
  bookSite: at('./.fixtures/book'),
  lazyLoad: at('./.fixtures/lazy-load'),
  /** A site documenting another package (e2e/fixtures/packages/greeting). */
  packageDocs: at('./fixtures/packages/docs'),
  packageSite: at('./.fixtures/packages'),
};
