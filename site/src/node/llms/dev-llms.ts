import type { Connect } from 'vite';
import { withoutBase } from '../../shared/base';
import type { SiteState } from '../load-site';
import { llmsFile } from './llms-files';

/** The types the build's files are served with (mrmime's, as `npm start` sends them). */
const typeOf = (path: string) =>
  path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8';

/**
 * Dev: `llms.txt`, `llms-full.txt` and each page's Markdown twin (config `llms`), made
 * as they are asked for, so that "Copy page" copies in dev what it copies once built.
 * Ahead of Vite's own files: `/guide.md` is the twin, not the page's source.
 */
export function devLlms(state: () => Promise<SiteState>): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.method === 'GET' && new URL(req.url ?? '/', 'http://dev').pathname;
    if (!path || !/(\.md|\/llms(-full)?\.txt)$/.test(path)) return next();
    state()
      .then(async ({ config, pages, sidebar }) => {
        const under = withoutBase(config.base, path);
        const file =
          config.llms && under ? await llmsFile(under.slice(1), config, pages, sidebar) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', typeOf(path));
        res.end(file.text);
      })
      .catch(next);
  };
}
