// @vitest-environment node
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { DEMO_DEFAULTS } from '../config-schema';
import type { PackageSource } from '../documented-packages';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { compilePage, forgetHighlights, highlightCss } from './compile-page';
import { writtenOffset } from './twoslash-check';

const FIXTURE = join(REPO_ROOT, 'e2e/fixtures/packages');
const greeting: PackageSource = {
  name: '@fixture/greeting',
  version: '0.3.0',
  source: join(FIXTURE, 'greeting/src/index.tsx'),
  root: join(FIXTURE, 'greeting'),
  browser: { file: 'dist/greeting.umd.js', global: 'Greeting' },
  markupImports: [],
};
const PAGE = join(FIXTURE, 'docs/types.md');

const compile = (markdown: string) =>
  compilePage(
    markdown,
    { path: PAGE, relativePath: 'types.md' },
    { demoDefaults: DEMO_DEFAULTS, packages: [greeting], root: join(FIXTURE, 'docs') },
  );
const html = async (markdown: string) => (await compile(markdown)).staticHtml.join('\n');

/** The errors a page fails with. */
async function failures(markdown: string): Promise<SiteBuildError[]> {
  const error = await compile(markdown).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof SiteBuildErrors) return error.errors;
  if (error instanceof SiteBuildError) return [error];
  throw new Error(`expected the page to fail, got ${String(error)}`);
}

const USE = 'import { Greeting } from \'@fixture/greeting\';\n\nconst a = <Greeting name="x" />;';

// TypeScript loads on the first fence (seconds on a busy machine).
describe('```ts twoslash', { timeout: 120_000 }, () => {
  it("hovers: each identifier's type (and its docs) in a tooltip the token names, a tab stop", async () => {
    const out = await html(`# T\n\n\`\`\`tsx twoslash\n${USE}\n\`\`\`\n`);
    expect(out).toContain('class="shiki shiki-themes github-light github-dark twoslash lsp');
    const hovers = [...out.matchAll(/<span class="twoslash-hover" ([^>]*)>/g)].map((m) => m[1]);
    expect(hovers.length).toBeGreaterThanOrEqual(3);
    hovers.forEach((attributes, i) =>
      expect(attributes).toBe(`tabindex="0" aria-describedby="twoslash-${i + 1}"`),
    );
    // The package's own source: its props' type and its JSDoc.
    expect(out).toMatch(
      /<span class="twoslash-popup-container" id="twoslash-1" role="tooltip"><code class="twoslash-popup-code">.*GreetingProps.*<\/code><div class="twoslash-popup-docs"><p>A greeting that counts the waves it gets back.<\/p><\/div><\/span>Greeting<\/span>/,
    );
    expect(out).toContain("Who is greeted: the reader's name.");
    // A popup's tokens are coloured by class, as the code's are, plain ones as text.
    expect(out).not.toMatch(/twoslash-popup-code[^]*style="--shiki/);
    expect(out).toContain('GreetingProps.name: string</code>');
    // Only code is measured beside the copy button: the first line, not its popups.
    expect(out).toContain(`--code-first-line:${USE.split('\n')[0]!.length + 'tsx'.length + 1}`);
    // Always laid out (its popups must paint outside it): no intrinsic size.
    expect(out).not.toMatch(/twoslash[^]*contain-intrinsic-size/);
  });

  it('`// ^?` shows the type under its line; an expected error is underlined and said below', async () => {
    const out = await html(
      '# T\n\n```ts twoslash\n// @errors: 2322\nconst n = 1;\n//    ^?\nconst s: string = n;\n```\n',
    );
    expect(out).toMatch(
      /<div class="twoslash-meta-line twoslash-query-line"> *<span class="twoslash-popup-container">.*const.*n.*1.*<\/span><\/div>/,
    );
    expect(out).toContain('<span class="twoslash-error">');
    expect(out).toContain(
      `<div class="twoslash-meta-line twoslash-error-line">Type 'number' is not assignable to type 'string'.</div>`,
    );
    // The notations are out of the code.
    expect(out).not.toContain('@errors');
    expect(out).not.toContain('^?');
  });

  it('an unexpected error fails the page at its line, every one at once', async () => {
    const page = [
      '# T', //                                1
      '', //                                   2
      '```ts twoslash', //                     3
      '// ---cut---', //                       4
      'const n: number = "1";', //             5
      '```', //                                6
      '', //                                   7
      '```tsx twoslash', //                    8
      "import { Greeting } from '@fixture/greeting';", // 9
      '', //                                   10
      'const a = <Greeting />;', //            11
      '```', //                                12
      '',
    ].join('\n');
    const errors = await failures(page);
    expect(errors.map((e) => [e.file, e.line, e.detail.slice(0, 14)])).toEqual([
      [PAGE, 5, 'error TS2322: '],
      [PAGE, 11, 'error TS2741: '],
    ]);
    expect(errors[1]!.detail).toContain("Property 'name' is missing");
    expect(errors[0]!.rule).toMatch(/twoslash fence type-checks.*@errors/);
  });

  it('twoslash on another language, or a notation twoslash refuses, fails at the fence', async () => {
    const errors = await failures(
      '# T\n\n```js twoslash\nconst a = 1;\n```\n\n```ts twoslash\n// @nosuchflag\nconst b = 1;\n```\n',
    );
    expect(errors.map((e) => [e.line, e.detail])).toEqual([
      [3, 'twoslash checks ts and tsx code, not js code'],
      [8, '// @nosuchflag is no compiler option nor twoslash notation'],
    ]);
  });

  it('a fence without the word is plain code, and no twoslash styles are added', async () => {
    forgetHighlights();
    const out = await html('# T\n\n```ts\nconst twoslash = 1;\n```\n');
    expect(out).not.toContain('twoslash-hover');
    expect(highlightCss()).not.toContain('.twoslash-popup-container');
    await html(`# T\n\n\`\`\`tsx twoslash\n${USE}\n\`\`\`\n`);
    expect(highlightCss()).toContain('.twoslash-popup-container');
    expect(highlightCss()).not.toContain('twoslash-styles');
  });

  it('an unchanged fence is read from the cache, not checked again', async () => {
    const cacheDir = join(REPO_ROOT, 'node_modules/.cache/site-twoslash');
    // (A fence no earlier run has seen.)
    const code = `const fresh${Date.now()} = 'checked';`;
    const before = Date.now();
    await html(`# T\n\n\`\`\`ts twoslash\n${code}\n\`\`\`\n`);
    const written = readdirSync(cacheDir)
      .map((name) => join(cacheDir, name))
      .filter((path) => statSync(path).mtimeMs >= before - 1000)
      .find((path) => readFileSync(path, 'utf8').includes(code.slice(6, 25)));
    expect(written).toBeDefined();
    // What the cache says is what the page shows (the compiler is not asked again).
    writeFileSync(written!, readFileSync(written!, 'utf8').replace("'checked'", "'cached'"));
    forgetHighlights();
    expect(await html(`# T\n\n\`\`\`ts twoslash\n${code}\n\`\`\`\n`)).toContain('cached');
  });
});

describe('writtenOffset', () => {
  it('maps an offset in the output past the notations taken out before it', () => {
    // "a\n// ^?\nb": the query's line (offsets 2–8) out, "b" at 2 in the output, 8 as written.
    expect(writtenOffset(2, [[2, 8]])).toBe(8);
    expect(writtenOffset(1, [[2, 8]])).toBe(1);
    expect(
      writtenOffset(3, [
        [5, 6],
        [0, 2],
      ]),
    ).toBe(6);
  });
});
