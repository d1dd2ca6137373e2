import { decodedPath, finalPath, type RouteTable } from '../shared/paths';
import { SiteBuildError, SiteBuildErrors } from './errors';
import type { SourcePage } from './pages';

/**
 * Every internal link must lead to a page (directly or through a redirect), and
 * every `#anchor` to a heading of that page. Reports all broken links at once. (The dev
 * server checks the pages it has compiled, and anchors into those: see `SourcePage`.)
 */
export function checkLinks(pages: readonly SourcePage[], table: RouteTable): void {
  const byPath = new Map(pages.map((p) => [p.data.path, p]));
  const errors: SiteBuildError[] = [];
  for (const page of pages) {
    for (const { url, line } of page.compiled?.meta.links ?? []) {
      const [pathAndQuery = '', hash] = url.split('#', 2);
      const path = pathAndQuery.split('?')[0] ?? '';
      let target: SourcePage | undefined = page;
      if (path !== '') {
        // Pages are named by their decoded paths (`/my page é.html`), as routes match them.
        const encoded = new URL(path, `http://x${page.data.path}`).pathname;
        // (Bad percent-encoding: reported as the broken link it is.)
        const absolute = decodedPath(encoded) ?? encoded;
        const resolved = finalPath(table, absolute);
        target = resolved.kind === 'page' ? byPath.get(resolved.path) : undefined;
        if (!target) {
          errors.push(
            new SiteBuildError(
              page.file,
              line,
              'internal links point to an existing page',
              `broken link "${url}": no page at ${absolute}`,
            ),
          );
          continue;
        }
      }
      if (
        hash &&
        target.compiled &&
        !target.compiled.meta.ids.includes(decodedPath(hash) ?? hash)
      ) {
        errors.push(
          new SiteBuildError(
            page.file,
            line,
            'anchors point to a heading of their page',
            `broken anchor "${url}": ${target.data.relativePath} has no heading #${hash}`,
          ),
        );
      }
    }
  }
  for (const page of pages) {
    for (const key of ['prev', 'next'] as const) {
      const value = page.data.frontmatter[key];
      if (typeof value !== 'object' || value === null) continue;
      const { link } = value as { link: string };
      if (finalPath(table, decodedPath(link) ?? link).kind === 'page') continue;
      errors.push(
        new SiteBuildError(
          page.file,
          1,
          'internal links point to an existing page',
          `frontmatter ${key}: no page at ${link}`,
        ),
      );
    }
  }
  if (errors.length) throw new SiteBuildErrors(errors);
}
