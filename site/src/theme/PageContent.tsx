import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  loadPart,
  useNavigator,
  usePageData,
  useSite,
  useSiteData,
  type SiteModule,
  showPackageManager,
  storedPackageManager,
} from '../runtime/index';

import { DemoLoaders, type DemoLoader } from './demo/demo-loaders';
import { PartBoundary } from './PartBoundary';
import { withBase, withoutBase } from '../shared/base';
import { pageCopyMarkup } from '../shared/page-copy-markup';
import { isOffSite, markdownTwinPath } from '../shared/paths';
import { markupToReact } from './markup-to-react';
import { STATIC_HTML_CLASS } from '../shared/static-sections';
import { SiteLink, followInApp } from './SiteLink';
import { PageHtml, StaticHtml } from './StaticHtml';

import { Toc } from './Toc';

interface TagProps {
  text?: string;
  children?: ReactNode;
}

/**
 * A component written as a tag in Markdown (Badge, or one the config registers), as a
 * lazy part: its chunk loads with the first page that uses it. If it cannot load, its
 * text stays.
 */
function markdownComponent(
  name: string,
  load: () => Promise<{ default: ComponentType<TagProps> }>,
): ComponentType<TagProps> {
  const Lazy = lazy(() => loadPart(name, load));
  return function MarkdownComponent(props: TagProps) {
    return (
      <PartBoundary fallback={props.text ?? props.children}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}

/**
 * Links in Markdown: in-page anchors and links to a new tab stay plain (a site path with
 * the base in front); the rest go through the router.
 */
function ContentLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { base } = useSite().siteData;
  if (href.startsWith('#') || rest.target === '_blank')
    return <a href={withBase(base, href)} {...rest} />;
  return <SiteLink href={href} {...rest} />;
}

type Loaders = SiteModule['markdownComponents'];
const componentsOf = new WeakMap<Loaders, Record<string, ComponentType<never>>>();

/** What a page's content renders its tags with: one lazy component per registered tag. */
function contentComponents(loaders: Loaders): Record<string, ComponentType<never>> {
  const known = componentsOf.get(loaders);
  if (known) return known;
  const registered = Object.entries(loaders).map(([name, load]) => [
    name,
    markdownComponent(name, load),
  ]);
  const components = {
    ...Object.fromEntries(registered),
    Toc,
    StaticHtml,
    a: ContentLink,
  };
  componentsOf.set(loaders, components);
  return components;
}

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * Links in the page's static HTML are plain `<a href>`s: one listener follows the
 * internal ones through the router, as `ContentLink` does for the rest.
 */
function useStaticLinks() {
  const content = useRef<HTMLDivElement>(null);
  const navigator = useNavigator();
  const { base } = useSite().siteData;
  useEffect(() => {
    const root = content.current!;
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor?.closest(`.${STATIC_HTML_CLASS}`)) return;
      const href = anchor.getAttribute('href') ?? '';
      if (href.startsWith('#') || isOffSite(href)) return;
      // The HTML's links have the base in front (the build put it there); the router's don't.
      const path = href.startsWith('/') ? withoutBase(base, href) : href;
      if (path !== undefined) followInApp(event, anchor, path, navigator);
    }
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigator, base]);
  return content;
}

/** A compiled Markdown page: its static HTML, the components it uses, and its demos. */
export function PageContent({
  content: Content,
  html,
  demos,
  demoBlock,
}: {
  content: ContentComponent;
  html: readonly string[];
  demos: readonly DemoLoader[];
  /** The demo block component, which pages with demos bring along. */
  demoBlock?: ComponentType<{ props: string; children?: ReactNode }>;
}) {
  const ref = useStaticLinks();
  const site = useSiteData();
  const page = usePageData();
  const components = contentComponents(useSite().markdownComponents);
  // A page the app renders shows the package manager the reader chose (the boot script
  // does it for the first page, and remembers each choice).
  useEffect(() => {
    const chosen = storedPackageManager();
    if (chosen) showPackageManager(ref.current!, chosen);
  }, [html, ref]);
  return (
    <PageHtml value={html}>
      <DemoLoaders value={demos}>
        <div className="content" ref={ref}>
          {
            // Beside the title: the button copies the page's Markdown twin (config
            // `llms`), before the app runs too (runtime/controls.ts).
            page &&
              site.llms &&
              markupToReact(pageCopyMarkup(withBase(site.base, markdownTwinPath(page.path))))
          }
          <Content components={demoBlock ? { ...components, DemoBlock: demoBlock } : components} />
        </div>
      </DemoLoaders>
    </PageHtml>
  );
}
