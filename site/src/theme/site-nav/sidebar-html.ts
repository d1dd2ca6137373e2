import { withBase } from '../../shared/base';
import { linkLanding, linkTarget } from '../../shared/link-landings';
import type { Markup } from '../../shared/markup';
import { isOffSite, type RouteTable } from '../../shared/paths';
import { outboundMarkup } from '../../shared/icons';
import { holdsPage, isGroup, type SidebarItem, type SidebarLink } from '../../shared/sidebar';

/** What a sidebar's markup depends on besides its items and the page. */
type Site = { routeTable: RouteTable; base: string };

/**
 * The server's sidebar list, as a string: the markup React renders of Sidebar.tsx's
 * `Items` (its `<ul>`'s content), byte for byte. The server renders every page with the
 * whole sidebar: at 2,000 pages, React's render of 2,000 links on each page was a quarter
 * of the prerender's time. The browser hydrates it as React's own (Sidebar.test.tsx
 * compares the two).
 */
export function sidebarItemsHtml(items: readonly SidebarItem[], path: string, site: Site): string {
  let html = '';
  for (const item of items) {
    html += '<li>';
    if (!isGroup(item)) html += linkHtml(item, path, site);
    else {
      const list = `<ul class="sidebar-items">${sidebarItemsHtml(item.items, path, site)}</ul>`;
      const title = escaped(item.text);
      if (item.collapsed === undefined)
        html += `<div class="sidebar-group"><p class="sidebar-group-title">${title}</p>${list}</div>`;
      else {
        const open = !item.collapsed || holdsPage(item, path) ? ' open=""' : '';
        html += `<details class="sidebar-group"${open}><summary class="sidebar-group-title">${title}</summary>${list}</details>`;
      }
    }
    html += '</li>';
  }
  return html;
}

/** A sidebar link, as SiteLink renders it with `className="sidebar-link"`. */
function linkHtml(item: SidebarLink, path: string, site: Site): string {
  const { link: href, text } = item;
  if (isOffSite(href))
    return `<a href="${escaped(href)}" target="_blank" rel="noopener noreferrer" class="sidebar-link">${escaped(text)}${outboundMarkup().map(markupHtml).join('')}</a>`;
  // A path from the site's root (as the config's links are) lands where it lands from
  // any page: its markup is written once, and each page but one takes it as it is.
  const { start, end, currentOn } = writtenLink(item, site);
  return `${start}${currentOn === path ? ' aria-current="page"' : ''}${end}`;
}

/** A link to a page of the site: its markup around where `aria-current` goes, and where it goes. */
interface PageLink {
  start: string;
  end: string;
  /** The page it is current on: where it lands, if not at a `#heading`. */
  currentOn: string | undefined;
}

function pageLink({ link: href, text }: SidebarLink, site: Site): PageLink {
  const target = linkTarget(href, '/');
  const landing = linkLanding(site.routeTable, target.pathname);
  return {
    start: `<a href="${escaped(withBase(site.base, href))}"`,
    end: ` class="sidebar-link">${escaped(text)}</a>`,
    currentOn: landing.kind === 'page' && !target.hash ? landing.path : undefined,
  };
}

/**
 * Each link, as last written, and for which site. A server renders every page with the
 * whole sidebar: at 2,000 pages, writing every link anew for each page took the render
 * threads more time than React's render of all the rest (a CPU profile of the build).
 */
const written = new WeakMap<SidebarLink, PageLink & { site: Site }>();

function writtenLink(item: SidebarLink, site: Site): PageLink {
  let link = written.get(item);
  if (link?.site.routeTable !== site.routeTable || link.site.base !== site.base)
    written.set(item, (link = { ...pageLink(item, site), site }));
  return link;
}

/** An element of a control's markup (shared/markup.ts), as React writes it. */
function markupHtml(node: Markup | string): string {
  if (typeof node === 'string') return escaped(node);
  if (node.style) throw new Error(`sidebar-html.ts writes no style (<${node.tag}>)`);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escaped(String(value))}"`)
    .join('');
  return `<${node.tag}${attrs}>${node.children.map(markupHtml).join('')}</${node.tag}>`;
}

const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text or an attribute's value, escaped as React escapes both. */
const escaped = (text: string) => text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);
