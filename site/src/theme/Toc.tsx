import type { PageHeader } from '../shared/types';
import { usePageData } from '../runtime/index';
import { useActiveHeading } from './active-heading';

interface Entry {
  header: PageHeader;
  children: PageHeader[];
}

function nest(headers: readonly PageHeader[]): Entry[] {
  const entries: Entry[] = [];
  for (const header of headers) {
    const parent = entries.at(-1);
    if (header.level === 3 && parent) parent.children.push(header);
    else entries.push({ header, children: [] });
  }
  return entries;
}

/** The page's h2 and h3 headings as a nested list of links, the active one marked. */
function HeadingList({ headers }: { headers: readonly PageHeader[] }) {
  const active = useActiveHeading(headers.map((h) => h.slug));
  const link = (h: PageHeader) => (
    <a href={`#${h.slug}`} aria-current={h.slug === active ? 'location' : undefined}>
      {h.title}
    </a>
  );
  return (
    <ul>
      {nest(headers).map(({ header, children }) => (
        <li key={header.slug}>
          {link(header)}
          {children.length > 0 && (
            <ul>
              {children.map((child) => (
                <li key={child.slug}>{link(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `[[toc]]`: the page's table of contents, where the Markdown puts it. */
export function Toc() {
  const page = usePageData();
  return (
    <nav className="table-of-contents" aria-label="Table of contents">
      <HeadingList headers={page?.headers ?? []} />
    </nav>
  );
}

/**
 * "On this page": the same headings beside the text on wide screens (styles.css shows it
 * from 1100 px), sticky under the navbar, as VitePress's outline and Starlight's sidebar.
 */
export function Outline({ headers }: { headers: readonly PageHeader[] }) {
  return (
    <nav className="outline" aria-labelledby="outline-title">
      <p id="outline-title" className="outline-title">
        On this page
      </p>
      <HeadingList headers={headers} />
    </nav>
  );
}
