import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { TIME_LIMITS } from '../test/time-limits';
import { DIRS } from './dirs';
import { expect, test } from './fixtures';
import { freePort } from '../test/free-port';

// The dev server, as `npm run dev` runs it, on a copy of the fixture docs a test may break.
// (Inside the repository, at the depth of the original: its config imports the schema.)
const docsFor = (project: string) =>
  fileURLToPath(new URL(`./.fixtures/dev-docs-${project}`, import.meta.url));

let server: ViteDevServer;
let url: string;
let DOCS: string;
test.beforeAll(async ({}, testInfo) => {
  DOCS = docsFor(testInfo.project.name);
  await rm(DOCS, { recursive: true, force: true });
  await cp(DIRS.fixtureDocs, DOCS, { recursive: true });
  const port = await freePort();
  server = await startDevServer({ docsDir: DOCS, host: '127.0.0.1', port });
  url = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => {
  await server?.close();
  await rm(DOCS, { recursive: true, force: true });
});

test('a Markdown mistake shows in the browser with file, line and rule; the fix clears it', async ({
  page,
}) => {
  const guide = `${DOCS}/guide.md`;
  const good = await readFile(guide, 'utf8');
  await page.goto(`${url}/guide.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
  const line = good.split('\n').length + 1;
  const overlay = page.locator('vite-error-overlay');
  // The server's file watcher may not be watching yet when the page first shows: the
  // edit is made again until the server has seen it (each write is a change to see).
  let edits = 0;
  const edit = (text: string, seen: () => Promise<void>) =>
    expect(async () => {
      await writeFile(guide, `${text}${'\n'.repeat(edits++ % 2)}`);
      await seen();
    }).toPass({ intervals: [1000], timeout: TIME_LIMITS.expect * 2 });
  try {
    await edit(`${good}\n::: nope\nA container of no known kind.\n:::\n`, () =>
      expect(overlay).toContainText(`guide.md:${line}: unknown container "::: nope"`, {
        timeout: TIME_LIMITS.expect / 4,
      }),
    );
    await expect(overlay).toContainText('(rule: containers are demo, info, tip');
    // The last good page stays under it.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
    await edit(good, () => expect(overlay).toHaveCount(0, { timeout: TIME_LIMITS.expect / 4 }));
  } finally {
    await writeFile(guide, good);
  }
});
