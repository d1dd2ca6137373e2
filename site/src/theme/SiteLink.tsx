import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { withBase } from '../shared/base';
import { linkLanding, linkTarget } from '../shared/link-landings';
import { finalPath, isOffSite } from '../shared/paths';
import { NavigationDuplicated, useNavigator, type Navigator, useSite } from '../runtime/index';

import { OutboundIcon } from './Icon';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Follows a click on an internal link through the router, when it is a plain click
 * (no modifier key, not to a new tab); otherwise leaves it to the browser.
 */
export function followInApp(
  event: Click,
  anchor: HTMLAnchorElement,
  href: string,
  navigator: Navigator | null,
): void {
  const plain =
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !anchor.target.includes('_blank') &&
    !anchor.hasAttribute('download');
  if (!navigator || !plain) return;
  event.preventDefault();
  navigator.push(href).catch((error: unknown) => {
    if (!(error instanceof NavigationDuplicated)) throw error;
  });
}

/**
 * A link that navigates in the app (`href` a path of the site, without its base): a
 * real `<a href>`, the base in front (works before hydration and
 * with modifier keys), pushed through the router on a plain click. A link to where
 * the reader already is does nothing: no history entry, no progress bar.
 * External links open in a new tab and say so.
 */
export function SiteLink({ href, children, onClick, ...rest }: Props) {
  const navigator = useNavigator();
  const location = useLocation();
  const { routeTable, siteData } = useSite();
  if (isOffSite(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <OutboundIcon />
      </a>
    );
  }
  // The server renders every page's whole sidebar: it remembers each link's landing.
  const target = import.meta.env.SSR
    ? linkTarget(href, location.pathname)
    : new URL(href, `http://site${location.pathname}`);
  const landing = import.meta.env.SSR
    ? linkLanding(routeTable, target.pathname)
    : finalPath(routeTable, target.pathname);
  const current = landing.kind === 'page' && landing.path === location.pathname && !target.hash;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    followInApp(event, event.currentTarget, href, navigator);
  }

  return (
    <a
      href={withBase(siteData.base, href)}
      aria-current={current ? 'page' : undefined}
      onClick={handleClick}
      {...rest}
    >
      {children}
    </a>
  );
}
