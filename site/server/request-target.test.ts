// @vitest-environment node
import { expect, it } from 'vitest';
import { isHiddenPath } from './request-target';

it.each([
  ['/.env', true],
  ['/.vite/manifest.json', true],
  ['/assets/.cache/x.js', true],
  ['/assets\\.env', true],
  ['/assets/js/app.js.map', true],
  ['/assets/js/app.js.map.br', true],
  ['/assets/js/app.js.map.gz', true],
  ['/assets/js/app.js', false],
  ['/v1/index.html', false],
  ['/v1/site.map/index.html', false],
  ['/v1/sitemap', false],
  ['/assets/img/app.mapping.png', false],
  ['/my.env', false],
])('%s is hidden: %s', (path, hidden) => {
  expect(isHiddenPath(path)).toBe(hidden);
});
