/**
 * The site's own chunk: its data, its pages' loaders, its components and setup hook,
 * handed to the app, which it starts as it runs. Nothing imports it but the entries
 * (the boot script by URL, the dev entry): a content edit changes this chunk and the
 * edited page's, never the app's, the boot script's or other pages'.
 */
import * as site from 'virtual:site-data';
import { startApp } from './start';

void startApp(site);
