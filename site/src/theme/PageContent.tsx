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
const LazyDemoBlock = lazy(() => loadPart('DemoBlock', () => import('./demo/DemoBlock')));

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

/** A demo block: its own chunk, loaded with the first page that has one. */
function DemoBlock(props: { props: string; children?: ReactNode }) {
  return (
    <PartBoundary fallback={<div className="demo">{props.children}</div>}>
      <Suspense fallback={<div className="demo">{props.children}</div>}>
        <LazyDemoBlock {...props} />
      </Suspense>
    </PartBoundary>
  );
}

/** Links in Markdown: in-page anchors and external links stay plain; the rest go through the router. */
function ContentLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#') || rest.target === '_blank') return <a href={href} {...rest} />;
  return <SiteLink href={href} {...rest} />;
}

const components = { Toc, Badge, DemoBlock, a: ContentLink };

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** A compiled Markdown page, with the components it may use and its demos. */
export function PageContent({
  content: Content,
  demos,
}: {
  content: ContentComponent;
  demos: readonly DemoLoader[];
}) {
  return (
    <DemoLoaders value={demos}>
      <div className="content">
        <Content components={components} />
      </div>
    </DemoLoaders>
  );
}
