// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from './config';
import { documentedPackagesOf, forBrowser } from './documented-packages';
import { SiteBuildErrors } from './errors';

/** A folder with docs/ and the packages given: each a package.json (or none) and a source. */
function repository(packages: Record<string, object | undefined>): string {
  const root = mkdtempSync(join(tmpdir(), 'documented-'));
  mkdirSync(join(root, 'docs'));
  for (const [dir, json] of Object.entries(packages)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true });
    writeFileSync(join(root, dir, 'src/index.ts'), 'export const a = 1;\n');
    if (json) writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json));
  }
  return join(root, 'docs');
}

const entry = (dir: string) => ({
  source: `../${dir}/src/index.ts`,
  browser: { file: 'dist/x.umd.js', global: 'X' },
});
const configWith = (packages: object[]) =>
  validateConfig({ title: 'T', themeConfig: {}, packages }, 'site.config.ts');

describe('documentedPackagesOf', () => {
  it('takes each package’s name and version from the package.json above its source', () => {
    const docs = repository({ one: { name: '@a/one', version: '1.0.0' } });
    const [one] = documentedPackagesOf(configWith([entry('one')]), docs);
    expect(one).toMatchObject({
      name: '@a/one',
      version: '1.0.0',
      source: join(docs, '../one/src/index.ts'),
      root: join(docs, '../one'),
      markupImports: [],
    });
    // The browser gets no path of the machine that built the site.
    expect(forBrowser([one!])).toEqual([
      { name: '@a/one', version: '1.0.0', browser: entry('one').browser, markupImports: [] },
    ]);
  });

  it('says every mistake at once, each with its package', () => {
    const docs = repository({
      nameless: { version: '1.0.0' },
      twin: { name: 'same', version: '1.0.0' },
      again: { name: 'same', version: '2.0.0' },
    });
    const config = configWith([entry('missing'), entry('nameless'), entry('twin'), entry('again')]);
    const error = (() => {
      try {
        documentedPackagesOf(config, docs);
      } catch (caught) {
        return caught as SiteBuildErrors;
      }
      throw new Error('no error');
    })();
    expect(error).toBeInstanceOf(SiteBuildErrors);
    const messages = error.errors.map((e) => e.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain(
      'its source ../missing/src/index.ts is not there (rule: packages[0])',
    );
    expect(messages[1]).toMatch(
      /nameless\/package\.json has no name or no version \(rule: packages\[1\]\)/,
    );
    expect(messages[2]).toContain('same is documented twice (rule: packages[3])');
    expect(messages[0]).toContain('site.config.ts');
  });

  it('the config checks each entry’s shape: a relative source, a global that is an identifier', () => {
    expect(() =>
      configWith([{ source: 'src/index.ts', browser: { file: 'a.js', global: 'X' } }]),
    ).toThrow('must be a ./relative path');
    expect(() =>
      configWith([{ source: './a.ts', browser: { file: 'a.js', global: 'not-an-id' } }]),
    ).toThrow('must be a JavaScript identifier');
  });
});
