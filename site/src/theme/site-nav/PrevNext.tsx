import { useSite } from '../../runtime/index';
import { finalPath } from '../../shared/paths';
import { prevNextOf, type PrevNextOverride, type SidebarItem } from '../../shared/sidebar';
import type { PageData } from '../../shared/types';
import { SiteLink } from '../SiteLink';

/** A page's frontmatter `prev` and `next`, as the build checked them (node/pages.ts). */
type Overrides = { prev?: PrevNextOverride; next?: PrevNextOverride };

/** Below a page: the pages before and after it in the sidebar's order, as its frontmatter may change them. */
export function PrevNext({ sidebar, page }: { sidebar: SidebarItem[]; page: PageData }) {
  const { routeTable, siteData } = useSite();
  const titleOf = (path: string) => {
    const landing = finalPath(routeTable, path);
    return landing.kind === 'page'
      ? siteData.pages.find((p) => p.path === landing.path)?.title
      : undefined;
  };
  const { prev, next } = prevNextOf(sidebar, page.path, page.frontmatter as Overrides, titleOf);
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev && (
        <SiteLink href={prev.link} className="prev-next-link" rel="prev">
          <span className="prev-next-label">Previous page</span>
          <span className="prev-next-title">{prev.text}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.link} className="prev-next-link prev-next-next" rel="next">
          <span className="prev-next-label">Next page</span>
          <span className="prev-next-title">{next.text}</span>
        </SiteLink>
      )}
    </nav>
  );
}
