import { describe, expect, it } from 'vitest';
import { demoOverridesSchema, siteConfigSchema } from './config-schema';

const site = { title: 'Site', themeConfig: {} };
const issuesOf = (config: object) => siteConfigSchema.safeParse(config).error?.issues ?? [];

describe('site config schema', () => {
  it('takes components with PascalCase names and ./relative module paths', () => {
    const config = { ...site, components: { Callout: './Callout.tsx', Chart: '../x/chart.js' } };
    expect(issuesOf(config)).toEqual([]);
  });

  it('reports a bad component as a custom issue at its name', () => {
    expect(issuesOf({ ...site, components: { Callout: 'Callout.tsx' } })).toMatchObject([
      {
        code: 'custom',
        path: ['components', 'Callout'],
        message: 'must be a ./relative path to a .tsx, .jsx, .ts or .js module (default export)',
      },
    ]);
  });

  it('needs url for a social card image', () => {
    expect(issuesOf({ ...site, image: '/card.png' })).toMatchObject([
      {
        code: 'custom',
        path: ['image'],
        message: 'needs "url": a social card\'s image must be an absolute URL',
      },
    ]);
    expect(issuesOf({ ...site, image: '/card.png', url: 'https://example.com' })).toEqual([]);
  });

  it('an edit link pattern says where the page file goes, with ":path"', () => {
    const editLink = (pattern: string) => ({ ...site, editLink: { pattern } });
    expect(issuesOf(editLink('https://example.com/edit/main/docs/:path'))).toEqual([]);
    expect(issuesOf(editLink('https://example.com/edit/main/docs/'))).toMatchObject([
      {
        path: ['editLink', 'pattern'],
        message: 'must contain ":path", where the page\'s file goes',
      },
    ]);
  });
});

describe('demo options schema', () => {
  it('names the platforms for an unknown one, and says what else is wrong as zod does', () => {
    const issues = (onlineBtns: unknown) =>
      demoOverridesSchema.safeParse({ onlineBtns }).error?.issues.map((i) => i.message);
    expect(issues({ stackblitz: true })).toEqual([
      'platforms are codepen, jsfiddle and codesandbox',
    ]);
    expect(issues({ codepen: 'yes' })).toEqual([
      'Invalid input: expected boolean, received string',
    ]);
    expect(issues('all')).toEqual(['Invalid input: expected object, received string']);
  });
});
