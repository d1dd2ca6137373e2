// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchDocs, type DocsChange, type DocsWatcher } from './docs-watcher';

/** A watcher on a fresh folder, and what it told, each change awaitable as it comes. */
function told(root: string) {
  const changes: [DocsChange, string][] = [];
  let heard = () => {};
  const watcher = watchDocs(root, (change, path) => {
    changes.push([change, path.slice(root.length + 1)]);
    heard();
  });
  return {
    watcher,
    changes,
    /** Resolves once `change` of `path` was told. */
    async until(change: DocsChange, path: string): Promise<void> {
      while (!changes.some(([c, p]) => c === change && p === path))
        await new Promise<void>((resolve) => (heard = resolve));
    },
  };
}

describe('watchDocs: the docs folder, one watcher per folder', () => {
  let root: string;
  const watchers: DocsWatcher[] = [];
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'docs-watcher-'));
  });
  afterEach(async () => {
    for (const watcher of watchers.splice(0)) watcher.close();
    await rm(root, { recursive: true, force: true });
  });
  const watching = async () => {
    const t = told(root);
    watchers.push(t.watcher);
    await t.watcher.ready;
    return t;
  };

  it('tells a page added, saved and removed; a save of the same stats is no change', async () => {
    const t = await watching();
    const page = join(root, 'page.md');
    writeFileSync(page, '# One\n');
    await t.until('add', 'page.md');
    // An event that changes neither size nor time (a save that truncated, then wrote,
    // seen twice; here a mode change) tells nothing.
    await chmod(page, 0o600);
    // A save: truncated, then written, both seen at once.
    writeFileSync(page, '# One, saved\n');
    await t.until('change', 'page.md');
    await rm(page);
    await t.until('unlink', 'page.md');
    expect(t.changes).toEqual([
      ['add', 'page.md'],
      ['change', 'page.md'],
      ['unlink', 'page.md'],
    ]);
  });

  it('knows the pages there before it started: their first save is a change', async () => {
    await mkdir(join(root, 'guide'));
    writeFileSync(join(root, 'guide/intro.md'), '# Intro\n');
    const t = await watching();
    writeFileSync(join(root, 'guide/intro.md'), '# Intro, saved\n');
    await t.until('change', 'guide/intro.md');
    expect(t.changes).toEqual([['change', 'guide/intro.md']]);
  });

  it('watches a folder added, its pages with it; a folder removed, each page first', async () => {
    const t = await watching();
    await mkdir(join(root, 'api/hooks'), { recursive: true });
    writeFileSync(join(root, 'api/hooks/use.md'), '# Use\n');
    await t.until('add', 'api/hooks/use.md');
    writeFileSync(join(root, 'api/hooks/use.md'), '# Use, saved\n');
    await t.until('change', 'api/hooks/use.md');
    await rm(join(root, 'api'), { recursive: true });
    await t.until('unlinkDir', 'api');
    const order = t.changes.map(([c, p]) => `${c} ${p}`);
    expect(order).toContain('addDir api');
    expect(order).toContain('addDir api/hooks');
    expect(order.indexOf('unlink api/hooks/use.md')).toBeLessThan(order.indexOf('unlinkDir api'));
    expect(order.indexOf('unlinkDir api/hooks')).toBeLessThan(order.indexOf('unlinkDir api'));
    expect(order.filter((o) => o.endsWith('use.md'))).toEqual([
      'add api/hooks/use.md',
      'change api/hooks/use.md',
      'unlink api/hooks/use.md',
    ]);
  });

  it('skips dot folders and files, and node_modules', async () => {
    const t = await watching();
    await mkdir(join(root, '.cache'));
    writeFileSync(join(root, '.cache/page.md'), 'x');
    writeFileSync(join(root, '.page.md.swp'), 'x');
    await mkdir(join(root, 'node_modules/pkg'), { recursive: true });
    writeFileSync(join(root, 'node_modules/pkg/readme.md'), 'x');
    // Told after the others were (one folder's events come in order).
    writeFileSync(join(root, 'last.md'), 'x');
    await t.until('add', 'last.md');
    expect(t.changes).toEqual([['add', 'last.md']]);
  });

  it('tells nothing once closed', async () => {
    const first = await watching();
    first.watcher.close();
    writeFileSync(join(root, 'after-close.md'), 'x');
    // A second watcher hears a later file: the first's event would have come before.
    const second = await watching();
    writeFileSync(join(root, 'later.md'), 'x');
    await second.until('add', 'later.md');
    expect(first.changes).toEqual([]);
  });
});
