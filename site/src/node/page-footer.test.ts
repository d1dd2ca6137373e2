// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './config-schema';
import {
  commitDatesAsked,
  lastCommitDates,
  lastUpdatedOf,
  lastUpdatedText,
  pageFooterOf,
} from './page-footer';

const config = (fields: Record<string, unknown>) =>
  siteConfigSchema.parse({ title: 'Site', themeConfig: {}, ...fields });

describe('lastUpdatedOf', () => {
  it("is the date of the file's last commit", async () => {
    const file = fileURLToPath(new URL('../../../e2e/fixtures/site/guide.md', import.meta.url));
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
    }).trim();
    expect(await lastUpdatedOf(file)).toBe(new Date(committed).toISOString());
  });

  it("is the file's own time where git has no history of it", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-footer-'));
    try {
      const file = join(dir, 'page.md');
      await writeFile(file, '# Page\n');
      const when = new Date('2024-02-29T12:00:00Z');
      await utimes(file, when, when);
      expect(await lastUpdatedOf(file)).toBe(when.toISOString());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('commitDatesAsked: dev asks git once a file', () => {
  it("keeps a file's commit date from the first ask", async () => {
    const file = fileURLToPath(new URL('../../../e2e/fixtures/site/guide.md', import.meta.url));
    const dates = commitDatesAsked();
    const first = dates(file);
    expect(dates(file)).toBe(first);
    expect(await lastUpdatedOf(file, dates)).toBe(await lastUpdatedOf(file));
  });

  it("reads the file's own time again each time, where git has no history of it", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-footer-'));
    try {
      const file = join(dir, 'page.md');
      await writeFile(file, '# Page\n');
      const dates = commitDatesAsked();
      for (const when of [new Date('2024-02-29T12:00:00Z'), new Date('2024-03-01T08:30:00Z')]) {
        await utimes(file, when, when);
        expect(await lastUpdatedOf(file, dates)).toBe(when.toISOString());
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('lastCommitDates: every file of a folder, from one git log', () => {
  it("gives each committed file its last commit's date, as git log -1 does", async () => {
    const dir = fileURLToPath(new URL('../../../e2e/fixtures', import.meta.url));
    const dates = await lastCommitDates(dir);
    expect(dates.size).toBeGreaterThan(20);
    for (const [file, iso] of dates) {
      const one = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
      // (A file since deleted has its deletion's date in both.)
      expect(iso, file).toBe(new Date(one).toISOString());
    }
    expect(dates.get(join(dir, 'site/guide.md'))).toBe(
      await lastUpdatedOf(join(dir, 'site/guide.md')),
    );
  });

  it('gives none outside a repository; a page then has its own time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-dates-'));
    try {
      const file = join(dir, 'page.md');
      await writeFile(file, '# Page\n');
      const when = new Date('2024-02-29T12:00:00Z');
      await utimes(file, when, when);
      const dates = await lastCommitDates(dir);
      expect(dates.size).toBe(0);
      expect(await lastUpdatedOf(file, dates)).toBe(when.toISOString());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is what the footer shows, when given', async () => {
    const dates = new Map([['/docs/a.md', '2025-05-05T05:05:05.000Z']]);
    const footer = await pageFooterOf(config({ lastUpdated: true }), '/docs/a.md', 'a.md', dates);
    expect(footer.lastUpdated).toEqual(lastUpdatedText('2025-05-05T05:05:05.000Z'));
  });
});

describe('lastUpdatedText', () => {
  it('formats the date once, at build time, in en-US and UTC (not the machine zone)', () => {
    expect(lastUpdatedText('2026-11-26T23:30:00.000Z')).toEqual({
      iso: '2026-11-26T23:30:00.000Z',
      text: 'Nov 26, 2026',
    });
    expect(lastUpdatedText('2026-01-01T00:30:00.000Z').text).toBe('Jan 1, 2026');
  });
});

describe('pageFooterOf', () => {
  it('puts the page file into the edit link, with its text', async () => {
    const footer = await pageFooterOf(
      config({ editLink: { pattern: 'https://example.com/edit/main/docs/:path' } }),
      '/nowhere/v1/readme.md',
      'v1/readme.md',
    );
    expect(footer).toEqual({
      editLink: { url: 'https://example.com/edit/main/docs/v1/readme.md', text: 'Edit this page' },
    });
  });

  it('gives nothing the config does not ask for', async () => {
    expect(await pageFooterOf(config({}), '/nowhere/a.md', 'a.md')).toEqual({});
  });

  it('rejects a pattern without :path', () => {
    const result = siteConfigSchema.safeParse({
      title: 'Site',
      themeConfig: {},
      editLink: { pattern: 'https://example.com/edit/' },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['editLink.pattern', 'must contain ":path", where the page\'s file goes'],
    ]);
  });
});
