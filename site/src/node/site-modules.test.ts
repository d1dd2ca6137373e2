// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoadedSite } from './loaded-site';
import type { CompiledPage } from './markdown/compile-page';
import { loadedByBothBuilds } from './site-modules';

const page = () => ({ code: 'x', staticHtml: ['<p>x</p>'] }) as unknown as CompiledPage;
const building = { serving: false } as LoadedSite;
const serving = { serving: true } as LoadedSite;

describe('loadedByBothBuilds: when a build may drop what a page is made of', () => {
  it('at the second load of each part (client, then server), never before', () => {
    const one = page();
    expect(loadedByBothBuilds(building, one, 'code')).toBe(false);
    expect(loadedByBothBuilds(building, one, 'html')).toBe(false);
    expect(loadedByBothBuilds(building, one, 'code')).toBe(true);
    expect(loadedByBothBuilds(building, one, 'html')).toBe(true);
    // Another page counts its own.
    expect(loadedByBothBuilds(building, page(), 'code')).toBe(false);
  });

  it('never in dev, which loads a page again after each save', () => {
    const one = page();
    for (let i = 0; i < 3; i++) expect(loadedByBothBuilds(serving, one, 'code')).toBe(false);
  });
});
