/**
 * The site's own chunk: its data, its pages' loaders, its components and setup hook,
 * handed with the theme to the app, which it starts as it runs. Nothing imports it but
 * the entries (the boot script by URL, the dev entry): a content edit changes this
 * chunk and the edited page's, never the app's, the boot script's or other pages'.
 *
 * The entries (this folder) are where the runtime meets the theme: the runtime imports
 * no theme, the theme only the runtime's entry (runtime/index.ts); these import both,
 * the runtime's modules where they are (its server render and start are not the theme's).
 */
import * as site from 'virtual:site-data';
import { startApp } from '../runtime/start';
import { theme } from '../theme/index';

void startApp(site, theme);
