import type { PageData } from '../shared/types';
import { SiteLink } from './SiteLink';

/** One format on the server and in every browser: the prerendered date hydrates as it is. */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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
          Last updated: <time dateTime={lastUpdated}>{DATE.format(new Date(lastUpdated))}</time>
        </p>
      )}
    </footer>
  );
}
