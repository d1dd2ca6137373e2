import { withBase } from '../../shared/base';
import { linkLanding, linkTarget } from '../../shared/link-landings';
import type { Markup } from '../../shared/markup';
import { isOffSite, type RouteTable } from '../../shared/paths';
import { outboundMarkup } from '../../shared/icons';
import { holdsPage, isGroup, type SidebarItem } from '../../shared/sidebar';

/**
 * The server's sidebar list, as a string: the markup React renders of Sidebar.tsx's
 * `Items` (its `<ul>`'s content), byte for byte. The server renders every page with the
 * whole sidebar: at 2,000 pages, React's render of 2,000 links on each page was a quarter
 * of the prerender's time. The browser hydrates it as React's own (Sidebar.test.tsx
 * compares the two).
 */
export function sidebarItemsHtml(
  items: readonly SidebarItem[],
  path: string,
  site: { routeTable: RouteTable; base: string },
): string {
  let html = '';
  for (const item of items) {
    html += '<li>';
    if (!isGroup(item)) html += linkHtml(item.link, item.text, path, site);
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
function linkHtml(
  href: string,
  text: string,
  path: string,
  { routeTable, base }: { routeTable: RouteTable; base: string },
): string {
  if (isOffSite(href))
    return `<a href="${escaped(href)}" target="_blank" rel="noopener noreferrer" class="sidebar-link">${escaped(text)}${outboundMarkup().map(markupHtml).join('')}</a>`;
  const target = linkTarget(href, path);
  const landing = linkLanding(routeTable, target.pathname);
  const current = landing.kind === 'page' && landing.path === path && !target.hash;
  return `<a href="${escaped(withBase(base, href))}"${current ? ' aria-current="page"' : ''} class="sidebar-link">${escaped(text)}</a>`;
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
