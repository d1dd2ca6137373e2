import type { PageData } from '../shared/types';
import { SiteLink } from './SiteLink';

/** Below a page, as the config asks: where to edit it, and when it last changed. */
export function PageFooter({ editLink, lastUpdated }: Pick<PageData, 'editLink' | 'lastUpdated'>) {
  if (!editLink && !lastUpdated) return null;
  return (
    <footer className="page-footer">
      {editLink && (
        <SiteLink className="edit-link" href={editLink.url}>
          {editLink.text}
        </SiteLink>
      )}
      {lastUpdated && (
        <p className="last-updated">
          Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      )}
    </footer>
  );
}
