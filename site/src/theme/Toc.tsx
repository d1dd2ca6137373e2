import type { PageHeader } from '../shared/types';
import { usePageData } from '../runtime/site-data';
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

/** `[[toc]]`: the page's h2 and h3 headings as a nested list; the active one marked. */
export function Toc() {
  const page = usePageData();
  const headers = page?.headers ?? [];
  const active = useActiveHeading(headers.map((h) => h.slug));
  const link = (h: PageHeader) => (
    <a href={`#${h.slug}`} aria-current={h.slug === active ? 'location' : undefined}>
      {h.title}
    </a>
  );
  return (
    <nav className="table-of-contents" aria-label="Table of contents">
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
    </nav>
  );
}
