/** The server build's entry: the site rendered with the theme, one URL at a time. */
import * as site from 'virtual:site-data';
import { createRender } from '../runtime/render';
import { siteOf } from '../runtime/site-data';
import { SITE_NAV_STYLES, theme } from '../theme/index';

export const render = createRender(siteOf(site, theme), SITE_NAV_STYLES);
