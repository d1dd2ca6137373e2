import {
  Component,
  Suspense,
  lazy,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadPart } from '../runtime/lazy-part';
import type { BadgeProps } from './Badge';
import { SiteLink } from './SiteLink';
import { Toc } from './Toc';

const LazyBadge = lazy(() => loadPart('Badge', () => import('./Badge')));

/** A part that failed to load shows its text instead of breaking the page. */
class PartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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

/** A compiled Markdown page, with the components it may use. */
export function PageContent({ content: Content }: { content: ContentComponent }) {
  return (
    <div className="content">
      <Content components={components} />
    </div>
  );
}
