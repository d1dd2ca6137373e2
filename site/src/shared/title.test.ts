import { expect, it } from 'vitest';
import { documentTitle } from './title';

it.each([
  ['Page', 'Site', 'Page | Site'],
  [undefined, 'Site', 'Site'],
  ['', 'Site', 'Site'],
  ['Page', '', 'Page'],
  [undefined, '', ''],
])('document title of page %j on site %j is %j', (page, site, title) => {
  expect(documentTitle(page, site)).toBe(title);
});
