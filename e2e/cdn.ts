import { LIBRARY_VERSION } from './library-version';

/**
 * The CDN scripts the exports and the docs' Browser snippet load, and the local files
 * tests answer them with (no network here): React 18's UMD builds and the library's
 * browser build as built in this repository.
 */
export const CDN_FILES: Record<string, string> = {
  'https://unpkg.com/react@18.3.1/umd/react.production.min.js':
    'node_modules/react18-umd/umd/react.production.min.js',
  'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js':
    'node_modules/react-dom18-umd/umd/react-dom.production.min.js',
  [`https://unpkg.com/@lazy-load/react@${LIBRARY_VERSION}/dist/lazy-load.umd.js`]:
    'packages/lazy-load/dist/lazy-load.umd.js',
};
