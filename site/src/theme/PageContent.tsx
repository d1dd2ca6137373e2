import {
  Suspense,
  lazy,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadPart } from '../runtime/lazy-part';
import type { BadgeProps } from './Badge';
import { DemoLoaders, type DemoLoader } from './demo/demo-loaders';
import { PartBoundary } from './PartBoundary';
import { SiteLink } from './SiteLink';
import { Toc } from './Toc';

const LazyBadge = lazy(() => loadPart('Badge', () => import('./Badge')));

function Badge(props: BadgeProps) {
  const text = props.text ?? props.children;
  return (
    <PartBoundary fallback={text}>
      <Suspense fallback={null}>
        <LazyBadge {...props} />
      </Suspense>
    </PartBoundary>
  );
}

/** Links in Markdown: in-page anchors and external links stay plain; the rest go through the router. */
function ContentLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#') || rest.target === '_blank') return <a href={href} {...rest} />;
  return <SiteLink href={href} {...rest} />;
}

const components = { Toc, Badge, a: ContentLink };

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** A compiled Markdown page, with the components it may use and its demos. */
export function PageContent({
  content: Content,
  demos,
  demoBlock,
}: {
  content: ContentComponent;
  demos: readonly DemoLoader[];
  /** The demo block component, which pages with demos bring along. */
  demoBlock?: ComponentType<{ props: string; children?: ReactNode }>;
}) {
  return (
    <DemoLoaders value={demos}>
      <div className="content">
        <Content components={demoBlock ? { ...components, DemoBlock: demoBlock } : components} />
      </div>
    </DemoLoaders>
  );
}
