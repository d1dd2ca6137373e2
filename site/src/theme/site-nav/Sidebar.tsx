import { Icon } from '../Icon';
import { useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { holdsPage, isGroup, type SidebarGroup, type SidebarItem } from '../../shared/sidebar';
import { useAfterNavigation } from '../after-navigation';
import { isPopoverOpen, usePopoverFocus } from '../popover-focus';
import { useSite } from '../../runtime/index';
import { SiteLink } from '../SiteLink';
import { sidebarItemsHtml } from './sidebar-html';

const DRAWER_ID = 'sidebar';

function Items({ items, path }: { items: SidebarItem[]; path: string }) {
  if (import.meta.env.SSR) return <ServerItems items={items} path={path} />;
  return (
    <ul className="sidebar-items">
      {items.map((item, i) => (
        <li key={`${i}:${item.text}`}>
          {isGroup(item) ? (
            <Group group={item} path={path} />
          ) : (
            <SiteLink href={item.link} className="sidebar-link">
              {item.text}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The server's list: the same markup, written as a string (see `sidebarItemsHtml`). */
function ServerItems({ items, path }: { items: SidebarItem[]; path: string }) {
  const { routeTable, siteData } = useSite();
  const html = sidebarItemsHtml(items, path, { routeTable, base: siteData.base });
  return <ul className="sidebar-items" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A group: a native `<details>` when collapsible (it works before the app loads). */
function Group({ group, path }: { group: SidebarGroup; path: string }) {
  if (group.collapsed === undefined) {
    return (
      <div className="sidebar-group">
        <p className="sidebar-group-title">{group.text}</p>
        <Items items={group.items} path={path} />
      </div>
    );
  }
  return (
    <details className="sidebar-group" open={!group.collapsed || holdsPage(group, path)}>
      <summary className="sidebar-group-title">{group.text}</summary>
      <Items items={group.items} path={path} />
    </details>
  );
}

/**
 * The site's pages beside the text, the current one marked (`aria-current="page"`). On
 * a phone it is a drawer behind the Menu button: a native popover, so it opens, closes
 * on Escape or a tap outside, and gives focus back before the app has loaded. Once it
 * runs, focus moves into the open drawer and Tab stays inside it, and a navigation
 * closes it.
 */
export default function Sidebar({ items }: { items: SidebarItem[] }) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useAfterNavigation(() => {
    if (isPopoverOpen(nav)) nav.current!.hidePopover();
  });
  usePopoverFocus(nav, button, () => {
    const drawer = nav.current!;
    const current = drawer.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? drawer.querySelector<HTMLElement>('a, summary, button'))?.focus();
  });

  /** While the drawer is open, Tab goes round inside it. */
  function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Tab' || !isPopoverOpen(nav)) return;
    const focusable = [
      ...nav.current!.querySelectorAll<HTMLElement>('a[href], summary, button'),
    ].filter((el) => el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <div className="sidebar-bar">
        <button
          ref={button}
          type="button"
          className="sidebar-button"
          popoverTarget={DRAWER_ID}
          aria-controls={DRAWER_ID}
        >
          <Icon name="sidebar" />
          Menu
        </button>
      </div>
      <nav
        ref={nav}
        id={DRAWER_ID}
        className="sidebar"
        aria-label="Sidebar"
        popover="auto"
        onKeyDown={keepFocusInside}
      >
        <button
          type="button"
          className="sidebar-close"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
        >
          <Icon name="close" />
        </button>
        <Items items={items} path={pathname} />
      </nav>
    </>
  );
}
