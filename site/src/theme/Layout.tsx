import 'nprogress/nprogress.css';
import './styles.css';
import 'virtual:highlight.css';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { documentTitle } from '../shared/title';
import { usePageData, useSiteData } from '../runtime/site-data';
import { useInPageLinks } from './in-page-links';
import { Navbar } from './Navbar';
import { PageFooter } from './PageFooter';
import { Outline } from './Toc';
import { useNavigationProgress } from './progress';

export { PageContent } from './PageContent';

/** Every view: navbar, the page (or the not-found view), scroll handling, title, progress. */
export default function Layout() {
  const site = useSiteData();
  const page = usePageData();
  const title = documentTitle(page?.title, site.title);
  const outline = (page?.headers.length ?? 0) > 0;
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
      <Navbar />
      <main id="main-content" className={outline ? 'page has-outline' : 'page'} tabIndex={-1}>
        <Outlet />
        {page && <PageFooter editLink={page.editLink} lastUpdated={page.lastUpdated} />}
        {outline && <Outline headers={page!.headers} />}
      </main>
      <ScrollRestoration />
    </>
  );
}
