import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { DIRS } from './dirs';
import { expect, test } from './fixtures';

// The dev server, as `npm run dev` runs it, on a copy of the fixture docs a test may break.
// (Inside the repository, at the depth of the original: its config imports the schema.)
const docsFor = (project: string) =>
  fileURLToPath(new URL(`./.fixtures/dev-docs-${project}`, import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

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
  try {
    await writeFile(guide, `${good}\n::: nope\nA container of no known kind.\n:::\n`);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText(`guide.md:${line}: unknown container "::: nope"`);
    await expect(overlay).toContainText('(rule: containers are demo, info, tip');
    // The last good page stays under it.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
    await writeFile(guide, good);
    await expect(overlay).toHaveCount(0);
  } finally {
    await writeFile(guide, good);
  }
});
