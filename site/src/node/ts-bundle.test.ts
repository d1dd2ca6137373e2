// @vitest-environment node
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { importTs } from './ts-bundle';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ts-bundle-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('imports a TypeScript module with its local imports and JSON, and leaves nothing behind', async () => {
  await mkdir(join(dir, 'lib'));
  await writeFile(join(dir, 'data.json'), '{ "name": "pkg" }');
  await writeFile(join(dir, 'lib/where.ts'), 'export const where: string = import.meta.url;\n');
  await writeFile(
    join(dir, 'site.config.ts'),
    [
      "import data from './data.json' with { type: 'json' };",
      "import { where } from './lib/where';",
      'const own: string = import.meta.url;',
      'export default { name: data.name, where, own } satisfies Record<string, string>;',
    ].join('\n'),
  );
  const mod = await importTs(join(dir, 'site.config.ts'));
  expect(mod.default).toEqual({
    name: 'pkg',
    // Each module keeps its own URL once bundled.
    where: pathToFileURL(join(dir, 'lib/where.ts')).href,
    own: pathToFileURL(join(dir, 'site.config.ts')).href,
  });
  expect((await readdir(dir)).sort()).toEqual(['data.json', 'lib', 'site.config.ts']);
});

it('imports afresh on each call', async () => {
  const file = join(dir, 'site.config.ts');
  await writeFile(file, 'export default 1;\n');
  expect((await importTs(file)).default).toBe(1);
  await writeFile(file, 'export default 2;\n');
  expect((await importTs(file)).default).toBe(2);
});

it('names the file and line of a syntax error', async () => {
  const file = join(dir, 'site.config.ts');
  await writeFile(file, 'export default {\n  title: "x";\n};\n');
  await expect(importTs(file)).rejects.toThrow(`${file}:2: Expected "}" but found ";"`);
  expect(await readdir(dir)).toEqual(['site.config.ts']);
});
