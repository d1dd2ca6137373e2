/**
 * What a site of more than one page shows beside the text: the sidebar (the default
 * export), previous/next links, nav groups and the search box. One part, loaded with the
 * layout on sites that show any of them (runtime/routes.tsx), so a one-page site loads
 * none of it.
 */
export { default } from './Sidebar';
export { PrevNext } from './PrevNext';
export { NavGroup } from './NavGroup';
import { Search as SearchBox } from '../search/Search';

/** The search box; on a site without it, none of it is built (`__SITE_HAS_SEARCH__`). */
export const Search = __SITE_HAS_SEARCH__ ? SearchBox : undefined;
