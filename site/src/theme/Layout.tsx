import './styles.css';
import 'virtual:icons.css';
import 'virtual:highlight.css';
import './blocks.css';
import 'virtual:site-look.css';
import 'virtual:custom.css';

import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { documentTitle } from '../shared/title';
import { usePageData, useSidebar, useSiteData } from '../runtime/index';
import { useInPageLinks } from './in-page-links';
import { Navbar } from './Navbar';
import { PageFooter } from './PageFooter';
import { SITE_NAV_STYLES } from './site-nav/site-nav-styles';
import { Outline } from './Toc';
import { useNavigationProgress } from './progress';
import type { SiteNavViews } from './parts';

export { PageContent } from './PageContent';

/** Every view: navbar, the page (or the not-found view), scroll handling, title, progress. */
export default function Layout() {
  const site = useSiteData();
  const page = usePageData();
  const title = documentTitle(page?.title, site.title);
  const outline = (page?.headers.length ?? 0) > 0;
  // (Their chunk comes with the layout's on a site with a sidebar: routes.tsx.)
  const { sidebar, views } = useSidebar<SiteNavViews>();
  const Sidebar = page && page.frontmatter.sidebar !== false ? views?.default : undefined;
  const PrevNext = views?.PrevNext;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useNavigationProgress();
  useInPageLinks();
  useEffect(() => {
    // Marks the page interactive (tests and styles can wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {
        // A build inlines them in the pages that need them (site-nav/site-nav-styles.ts).
        import.meta.hot && <style>{SITE_NAV_STYLES}</style>
      }
      <Navbar />
      {Sidebar && <Sidebar items={sidebar} />}
      <main
        id="main-content"
        className={['page', outline && 'has-outline', Sidebar && 'with-sidebar']
          .filter(Boolean)
          .join(' ')}
        tabIndex={-1}
      >
        <Outlet />
        {page && <PageFooter editLink={page.editLink} lastUpdated={page.lastUpdated} />}
        {page && PrevNext && <PrevNext sidebar={sidebar} page={page} />}
        {outline && <Outline headers={page!.headers} />}
      </main>
      <ScrollRestoration />
    </>
  );
}
