import { withBase } from '../../shared/base';
import { linkLanding, linkTarget } from '../../shared/link-landings';
import type { Markup } from '../../shared/markup';
import { isOffSite, type RouteTable } from '../../shared/paths';
import { outboundMarkup } from '../../shared/icons';
import {
  isGroup,
  pageOf,
  sidebarLinks,
  type SidebarItem,
  type SidebarLink,
} from '../../shared/sidebar';

/** What a sidebar's markup depends on besides its items and the page. */
type Site = { routeTable: RouteTable; base: string };

/** A mark a page puts in the sidebar's markup: where, in the list written for no page, and what. */
type Mark = [at: number, text: string];

/** A list's markup for no page in particular, and the marks each page puts in it. */
interface Written {
  site: Site;
  html: string;
  /** By page path, in the order they come. */
  marks: Map<string, Mark[]>;
}

const CURRENT = ' aria-current="page"';
const OPEN = ' open=""';

/**
 * Each list, as last written, and for which site. A server renders every page with the
 * whole sidebar: at 2,000 pages, writing its 2,000 links anew for each page took the
 * render threads more time than React's render of all the rest (a CPU profile of the
 * build). Written once, a page's list is that markup with its few marks put in.
 */
const written = new WeakMap<readonly SidebarItem[], Written>();

/**
 * The server's sidebar list, as a string: the markup React renders of Sidebar.tsx's
 * `Items` (its `<ul>`'s content), byte for byte, on the page at `path`. The browser
 * hydrates it as React's own (Sidebar.test.tsx compares the two).
 */
export function sidebarItemsHtml(items: readonly SidebarItem[], path: string, site: Site): string {
  let list = written.get(items);
  if (list?.site.routeTable !== site.routeTable || list.site.base !== site.base)
    written.set(items, (list = writeList(items, site)));
  const marks = list.marks.get(path);
  if (!marks) return list.html;
  let html = '';
  let from = 0;
  for (const [at, text] of marks) {
    html += list.html.slice(from, at) + text;
    from = at;
  }
  return html + list.html.slice(from);
}

/**
 * Writes a list for no page: every link not current, every group closed that is
 * collapsed; and where each page marks its own links current and opens the collapsed
 * groups that hold it.
 */
function writeList(items: readonly SidebarItem[], site: Site): Written {
  let html = '';
  const marks = new Map<string, Mark[]>();
  const mark = (path: string, text: string) => {
    const list = marks.get(path);
    if (list) list.push([html.length, text]);
    else marks.set(path, [[html.length, text]]);
  };
  const write = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      html += '<li>';
      if (!isGroup(item)) {
        if (isOffSite(item.link)) html += offSiteLinkHtml(item);
        else {
          const link = pageLink(item, site);
          html += link.start;
          if (link.currentOn !== undefined) mark(link.currentOn, CURRENT);
          html += link.end;
        }
      } else {
        const title = escaped(item.text);
        if (item.collapsed === undefined) {
          html += `<div class="sidebar-group"><p class="sidebar-group-title">${title}</p><ul class="sidebar-items">`;
          write(item.items);
          html += '</ul></div>';
        } else {
          html += '<details class="sidebar-group"';
          // Open if not collapsed; if collapsed, open on the pages it holds (or a heading of).
          if (!item.collapsed) html += OPEN;
          else for (const path of pagesHeld(item.items)) mark(path, OPEN);
          html += `><summary class="sidebar-group-title">${title}</summary><ul class="sidebar-items">`;
          write(item.items);
          html += '</ul></details>';
        }
      }
      html += '</li>';
    }
  };
  write(items);
  return { site, html, marks };
}

/** The pages a group holds a link to (or to a heading of): `holdsPage`'s, each once. */
const pagesHeld = (items: readonly SidebarItem[]) =>
  new Set(sidebarLinks(items).map((l) => pageOf(l.link)));

/** A link to another site, as SiteLink renders it with `className="sidebar-link"`. */
const offSiteLinkHtml = ({ link: href, text }: SidebarLink) =>
  `<a href="${escaped(href)}" target="_blank" rel="noopener noreferrer" class="sidebar-link">${escaped(text)}${outboundMarkup().map(markupHtml).join('')}</a>`;

/**
 * A link to a page of the site, as SiteLink renders it with `className="sidebar-link"`:
 * its markup around where `aria-current` goes, and the page it is current on (where it
 * lands, if not at a `#heading`).
 */
function pageLink({ link: href, text }: SidebarLink, site: Site) {
  const target = linkTarget(href, '/');
  const landing = linkLanding(site.routeTable, target.pathname);
  return {
    start: `<a href="${escaped(withBase(site.base, href))}"`,
    end: ` class="sidebar-link">${escaped(text)}</a>`,
    currentOn: landing.kind === 'page' && !target.hash ? landing.path : undefined,
  };
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
