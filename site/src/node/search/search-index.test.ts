// @vitest-environment node
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, searchQueryFor, type SearchDocument } from '../../shared/search';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from '../markdown/compile-page';
import { pageDataOf, type SourcePage } from '../pages';
import { searchDocuments, searchIndexJson } from './search-index';

async function pageOf(relativePath: string, source: string): Promise<SourcePage> {
  const file = `/docs/${relativePath}`;
  const compiled = await compilePage(
    source,
    { path: file, relativePath },
    { demoDefaults: DEMO_DEFAULTS },
  );
  return { file, data: pageDataOf(file, relativePath, compiled.meta, source), compiled };
}

const GUIDE = [
  '---',
  'title: The guide',
  '---',
  '',
  '# Guide',
  '',
  'Lazy loading, explained.',
  '',
  '::: tip Remember',
  'Keep placeholders sized.',
  ':::',
  '',
  '## Install',
  '',
  'Run `npm install`.',
  '',
  '### With yarn',
  '',
  '```bash',
  'yarn add @lazy-load/react',
  '```',
  '',
  '#### Deeper',
  '',
  'Still under yarn.',
  '',
  '## Props',
  '',
  '| name | type |',
  '| --- | --- |',
  '| threshold | number |',
  '',
].join('\n');

describe('searchDocuments', () => {
  it('one document per section: the page top, each h2 and h3, with where it is', async () => {
    expect(searchDocuments([await pageOf('guide.md', GUIDE)])).toEqual([
      {
        id: '/guide.html',
        title: 'The guide',
        titles: [],
        text: 'Lazy loading, explained.\nRemember\nKeep placeholders sized.',
      },
      {
        id: '/guide.html#install',
        title: 'Install',
        titles: ['The guide'],
        text: 'Run npm install.',
      },
      {
        id: '/guide.html#with-yarn',
        title: 'With yarn',
        titles: ['The guide', 'Install'],
        text: 'yarn add @lazy-load/react\nDeeper\nStill under yarn.',
      },
      {
        id: '/guide.html#props',
        title: 'Props',
        titles: ['The guide'],
        text: 'name type\nthreshold number',
      },
    ]);
  });

  it('leaves out a page with search: false', async () => {
    const hidden = await pageOf('hidden.md', '---\nsearch: false\n---\n\n# Hidden\n\nSecret.\n');
    expect(searchDocuments([hidden])).toEqual([]);
  });
});

describe('searchIndexJson', () => {
  it('is an index the browser loads as it is, finding sections by heading, text and page', async () => {
    const pages = [
      await pageOf('guide.md', GUIDE),
      await pageOf('api.md', '# API\n\n## threshold\n\nA number from 0 to 1.\n'),
    ];
    const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(pages), SEARCH_INDEX_OPTIONS);
    const ids = (query: string) => index.search(searchQueryFor(query)).map((r) => r.id);
    // A heading weighs most; prefixes and small typos match.
    expect(ids('threshold')).toEqual(['/api.html#threshold', '/guide.html#props']);
    expect(ids('yar')).toEqual(['/guide.html#with-yarn']);
    expect(ids('placholders')).toEqual(['/guide.html']);
    // A typo is forgiven in words of four letters or more, not shorter ones.
    expect(ids('yarx')).toEqual(['/guide.html#with-yarn']);
    expect(ids('yrn')).toEqual([]);
    // Every word must match (AND); the page's title finds its sections.
    expect(ids('yarn props')).toEqual([]);
    expect(ids('guide yarn')).toEqual(['/guide.html#with-yarn']);
    expect(ids('install yarn')).toEqual(['/guide.html#with-yarn']);
    // One letter: headings and titles only ("Lazy loading" is in a text, not a heading).
    expect(ids('w')).toEqual(['/guide.html#with-yarn']);
    expect(ids('i')).toEqual(['/guide.html#install', '/guide.html#with-yarn']);
    expect(ids('l')).toEqual([]);
    expect(ids('la')).toContain('/guide.html');
    // ...and so is a one-letter word after others: "run" is in a text only.
    expect(ids('install w')).toEqual(['/guide.html#with-yarn']);
    expect(ids('install r')).toEqual([]);
    expect(ids('install ru')).toEqual(['/guide.html#install']);
    expect(ids(' , ')).toEqual([]);
    // (A separator at either end is no word, and no word to match.)
    expect(ids(',install,')).toEqual(ids('install'));
    expect(index.search(searchQueryFor('yarn'))[0]).toMatchObject({
      title: 'With yarn',
      titles: ['The guide', 'Install'],
    });
  });
});
