// @vitest-environment node
// The site's Node code bundled once per change (node-code.mjs): real Rolldown, real files.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeCode, SITE_CODE_ENV, SITE_ENTRIES } from './node-code.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let src: string;
let cacheDir: string;
let entries: Record<string, string>;

let writes = 0;
/** Writes a source file, its time moved on so a change of the same size is seen too. */
function write(name: string, code: string) {
  const file = join(src, name);
  writeFileSync(file, code);
  const later = new Date(Date.now() + ++writes * 1000);
  utimesSync(file, later, later);
}

/** Imports an entry of a bundle, fresh (each bundle is a new folder). */
const load = async (dir: URL, name: string) =>
  (await import(/* @vite-ignore */ new URL(`${name}.js`, dir).href)) as Record<string, unknown>;

beforeEach(() => {
  src = mkdtempSync(join(tmpdir(), 'node-code-'));
  // Under the repository's node_modules: the bundle's packages resolve from there, as the site's.
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  cacheDir = mkdtempSync(join(ROOT, 'node_modules/.cache/node-code-test-'));
  write('greeting.ts', `export const greeting: string = 'hello';\n`);
  write(
    'main.ts',
    [
      `import { greeting } from './greeting';`,
      `import { lookup } from 'mrmime';`,
      `export const text = (): string => greeting;`,
      `export const here = import.meta.url;`,
      `export const type = lookup('a.css');`,
      `export const lazy = () => import('./later').then((m) => m.later);`,
      '',
    ].join('\n'),
  );
  write('later.ts', `export const later = 'loaded later';\n`);
  entries = { main: join(src, 'main.ts') };
});
afterEach(() => {
  rmSync(src, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('nodeCode', () => {
  it('bundles the TypeScript, packages imported from node_modules, each module keeping its source URL', async () => {
    const { dir, bundled } = await nodeCode({ entries, cacheDir });
    expect(bundled).toBe(true);
    const main = await load(dir, 'main');
    expect((main.text as () => string)()).toBe('hello');
    expect(main.type).toBe('text/css');
    expect(main.here).toBe(pathToFileURL(join(src, 'main.ts')).href);
    expect(await (main.lazy as () => Promise<string>)()).toBe('loaded later');
    // The package stays an import: not copied into the bundle.
    expect(readFileSync(new URL('main.js', dir), 'utf8')).toMatch(/from "mrmime"/);
  });

  it('runs the same bundle again while no source changed', async () => {
    const first = await nodeCode({ entries, cacheDir });
    const again = await nodeCode({ entries, cacheDir });
    expect(again).toEqual({ dir: first.dir, bundled: false });
  });

  it('bundles again when a module it imports changed, and when one is removed', async () => {
    const first = await nodeCode({ entries, cacheDir });
    write('greeting.ts', `export const greeting: string = 'howdy';\n`);
    const changed = await nodeCode({ entries, cacheDir });
    expect(changed.bundled).toBe(true);
    expect(changed.dir.href).not.toBe(first.dir.href);
    expect(((await load(changed.dir, 'main')).text as () => string)()).toBe('howdy');

    rmSync(join(src, 'later.ts'));
    await expect(nodeCode({ entries, cacheDir })).rejects.toThrow(/later/);
  });

  it("the site's bundle: what a compile worker imports never loads the command line's chunk", async () => {
    const { dir } = await nodeCode({ entries: SITE_ENTRIES, cacheDir });
    // Every chunk compile-pool.js may load, statically or not (relative imports only).
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = readFileSync(new URL(file, dir), 'utf8');
      for (const [, next] of code.matchAll(/(?:from |import\()"\.\/([^"]+)"/g)) visit(next!);
    };
    visit('compile-pool.js');
    expect(reached).toContain('compile-pool.js');
    expect([...reached].some((file) => file.startsWith('compile-page'))).toBe(true);
    expect(reached).not.toContain('main.js');
  });

  it('removes the bundles made a day ago or more, when it makes a new one; not the newer', async () => {
    const first = await nodeCode({ entries, cacheDir });
    write('greeting.ts', `export const greeting: string = 'howdy';\n`);
    const second = await nodeCode({ entries, cacheDir });
    const folder = (dir: URL) => fileURLToPath(dir);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(folder(first.dir), dayAgo, dayAgo);
    write('greeting.ts', `export const greeting: string = 'hi';\n`);
    const third = await nodeCode({ entries, cacheDir });
    expect(existsSync(folder(first.dir))).toBe(false);
    // A process may still run the bundle before the current one.
    expect(existsSync(folder(second.dir))).toBe(true);
    expect(existsSync(folder(third.dir))).toBe(true);
  });

  it('bundles again for other entries', async () => {
    await nodeCode({ entries, cacheDir });
    const more = await nodeCode({
      entries: { ...entries, later: join(src, 'later.ts') },
      cacheDir,
    });
    expect(more.bundled).toBe(true);
    expect((await load(more.dir, 'later')).later).toBe('loaded later');
  });

  it('a syntax error rejects naming the file and line, and the last good bundle stays current', async () => {
    const good = await nodeCode({ entries, cacheDir });
    write('greeting.ts', `export const greeting: string = 'hello';\nexport const = 2;\n`);
    const failed = nodeCode({ entries, cacheDir });
    await expect(failed).rejects.toThrow(/greeting\.ts:2:/);
    // Fixed as it was: the good bundle is current again, not made anew.
    write('greeting.ts', `export const greeting: string = 'hello';\n`);
    const manifest = JSON.parse(readFileSync(join(cacheDir, 'current.json'), 'utf8'));
    expect(manifest.dir).toBe(good.dir.href.split('/').at(-2));
  });

  it('two starts bundling at once both run a whole bundle', async () => {
    const [one, two] = await Promise.all([
      nodeCode({ entries, cacheDir }),
      nodeCode({ entries, cacheDir }),
    ]);
    for (const { dir } of [one, two])
      expect(((await load(dir, 'main')).text as () => string)()).toBe('hello');
    expect((await nodeCode({ entries, cacheDir })).bundled).toBe(false);
  });

  it("with source maps on, a stack trace names the TypeScript file's line", async () => {
    write(
      'main.ts',
      `\n\ntype T = string;\nexport function fail(): T {\n  throw new Error('boom');\n}\n`,
    );
    const { dir } = await nodeCode({ entries, cacheDir });
    const script = `process.setSourceMapsEnabled(true); const m = await import(${JSON.stringify(new URL('main.js', dir).href)}); try { m.fail() } catch (e) { console.log(e.stack) }`;
    const stack = await new Promise<string>((done, fail) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout) =>
        error ? fail(error) : done(stdout),
      ),
    );
    expect(stack).toContain(`${join(src, 'main.ts')}:5:`);
  });
});

describe('importSiteModule', () => {
  /** What a new Node process's `importSiteModule('precompress')` gives, in `env`. */
  const imported = (env: NodeJS.ProcessEnv) => {
    const script = [
      `const { importSiteModule } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'site/bin/node-code.mjs')).href)});`,
      `const module = await importSiteModule('precompress');`,
      `console.log(module.which ?? typeof module.compressFile);`,
    ].join('\n');
    return new Promise<string>((done, fail) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { env }, (error, stdout) =>
        error ? fail(error) : done(stdout.trim()),
      ),
    );
  };

  it("a thread the command started runs the bundle's copy; started elsewhere, the TypeScript source", async () => {
    write('precompress.js', `export const which = 'bundle';\n`);
    const env = { ...process.env };
    delete env[SITE_CODE_ENV];
    expect(await imported({ ...env, [SITE_CODE_ENV]: pathToFileURL(`${src}/`).href })).toBe(
      'bundle',
    );
    // The source, through tsx's loader: its real `compressFile`.
    expect(await imported(env)).toBe('function');
  });
});
