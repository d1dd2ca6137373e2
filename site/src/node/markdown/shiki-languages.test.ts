// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { compilePage } from './compile-page';
import { blocksIn, type Block } from './highlighted-blocks';
import { CODE_LANGUAGE_RULE, closestCodeLanguage, isCodeLanguage } from './shiki-languages';
import { sharedHighlighter } from './highlighter';

const PATH = '/docs/guide/page.md';
const compile = (markdown: string) =>
  compilePage(
    markdown,
    { path: PATH, relativePath: 'guide/page.md' },
    { demoDefaults: DEMO_DEFAULTS },
  );

const blocksOf = async (markdown: string) =>
  blocksIn((await compile(markdown)).staticHtml.join('\n'));

/** Each line's tokens: the text and the colour class of each. */
const tokensOf = (block: Block) => block.lines.map((line) => line.tokens);

/** What the page fails with. */
const failure = (markdown: string) =>
  compile(markdown).then(
    () => new Error('compiled'),
    (error: Error) => error,
  );

const unknown = (line: number, detail: string) =>
  `${PATH}:${line}: ${detail} (rule: ${CODE_LANGUAGE_RULE})`;

describe('code languages: every language Shiki bundles, loaded when used', () => {
  it('highlights yaml: keys, punctuation and values in colours of their own', async () => {
    const [block] = await blocksOf('# T\n\n```yaml\nname: docs\nport: 8080\n```\n');
    expect(block!.lang).toBe('yaml');
    expect(block!.language).toBe('yaml');
    const [name, port] = tokensOf(block!);
    expect(name!.map(([text]) => text)).toEqual(['name', ': ', 'docs']);
    expect(port!.map(([text]) => text)).toEqual(['port', ': ', '8080']);
    // ("": the block's own colour, as plain text.)
    for (const [, className] of [...name!, ...port!]) expect(className).toMatch(/^(sh-\w+)?$/);
    // Key, punctuation, string, number: four colours (plain text would be one token a line).
    const classes = new Set([...name!, ...port!].map(([, className]) => className));
    expect(classes.size).toBe(4);
    expect(port![0]![1]).toBe(name![0]![1]);
  });

  it('highlights diff: an added, a removed and an unchanged line each in its colour', async () => {
    const [block] = await blocksOf('# T\n\n```diff\n same\n-old\n+new\n```\n');
    expect(block!.lang).toBe('diff');
    const lines = tokensOf(block!);
    expect(lines.map((tokens) => tokens.map(([text]) => text).join(''))).toEqual([
      ' same',
      '-old',
      '+new',
    ]);
    const colours = lines.map((tokens) => tokens[0]![1]);
    expect(new Set(colours).size).toBe(3);
  });

  it('leaves fewer tags for the same text and colours: the block’s own colour and spaces plain, neighbours of one colour one token', async () => {
    const [block] = await blocksOf('# T\n\n```ts\nconst a = b(c) + d(e);\n```\n');
    const [line] = tokensOf(block!);
    expect(line!.map(([text]) => text).join('')).toBe('const a = b(c) + d(e);');
    // In the block's own colour (punctuation here): text, with no tag of its own.
    expect(line!.filter(([, className]) => className === '').length).toBeGreaterThan(0);
    for (const [i, [text, className]] of line!.entries()) {
      if (!text.trim()) expect(className, 'spaces alone').toBe('');
      if (i > 0)
        expect(className, `"${text}" after a token of its colour`).not.toBe(line![i - 1]![1]);
    }
  });

  it('loads the grammars a page uses, not every bundled one', async () => {
    await blocksOf('# T\n\n```toml\na = 1\n```\n');
    const loaded = (await sharedHighlighter([])).getLoadedLanguages();
    expect(loaded).toContain('toml');
    expect(loaded).not.toContain('python');
    expect(loaded).not.toContain('rust');
  });

  it('takes a language by its aliases, and in capitals', async () => {
    const blocks = await blocksOf('# T\n\n```yml\na: 1\n```\n\n```YAML\na: 1\n```\n');
    expect(blocks.map((b) => b.lang)).toEqual(['yml', 'yaml']);
    expect(tokensOf(blocks[1]!)).toEqual(tokensOf(blocks[0]!));
    expect(tokensOf(blocks[0]!)[0]).toHaveLength(3);
  });

  it('a fence without a language, or in a plain one, is plain text with no label', async () => {
    const blocks = await blocksOf(
      '# T\n\n```\nname: docs\n```\n\n```text\nname: docs\n```\n\n~~~\nx\n~~~\n',
    );
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block.lang).toBeUndefined();
      expect(block.language).toBe('text');
      for (const line of tokensOf(block)) expect(line).toHaveLength(1);
    }
    expect(blocks[0]!.text).toBe('name: docs');
  });

  it.each(['txt', 'plain', 'plaintext', 'ansi'])(
    '```%s is allowed, unhighlighted',
    async (lang) => {
      const [block] = await blocksOf(`# T\n\n\`\`\`${lang}\nname: docs\n\`\`\`\n`);
      expect(block!.language).toBe(lang);
      // One run of text in the block's own colour: no tag of its own.
      expect(tokensOf(block!)).toEqual([[['name: docs', '']]]);
    },
  );
});

describe('code languages: an unknown one fails the build', () => {
  it('names the file, the fence’s line, the language, the closest known one, and the rule', async () => {
    const error = await failure('# T\n\nText.\n\n```jsonn\n{ "a": 1 }\n```\n');
    expect(error).toBeInstanceOf(SiteBuildError);
    expect(error).toMatchObject({ file: PATH, line: 5, rule: CODE_LANGUAGE_RULE });
    expect(error.message).toBe(unknown(5, 'unknown code language "jsonn", did you mean "json"?'));
  });

  it('reports every unknown language of a page, each at its line, and nothing else', async () => {
    const error = await failure(
      '# T\n\n```yamll\na: 1\n```\n\n```ts\nconst a = 1;\n```\n\n- item\n\n  ```qwertyuiop\n  x\n  ```\n',
    );
    expect(error).toBeInstanceOf(SiteBuildErrors);
    expect(error.message).toBe(
      [
        unknown(3, 'unknown code language "yamll", did you mean "yaml"?'),
        unknown(13, 'unknown code language "qwertyuiop"'),
      ].join('\n'),
    );
    expect((error as SiteBuildErrors).errors.map((e) => e.line)).toEqual([3, 13]);
  });

  it('is reported with the page’s other mistakes', async () => {
    const error = await failure('# T\n\n::: nope\nx\n:::\n\n```pyhton\nx\n```\n');
    expect((error as SiteBuildErrors).errors.map((e) => [e.line, e.rule])).toEqual([
      [3, expect.stringMatching(/^containers are /)],
      [7, CODE_LANGUAGE_RULE],
    ]);
    expect(error.message).toContain('unknown code language "pyhton", did you mean "python"?');
  });

  it('VitePress’s ```js{2}: says to put a space before the marked lines', async () => {
    const error = await failure('# T\n\n```js{2}\na\nb\n```\n');
    expect(error.message).toBe(
      unknown(3, 'unknown code language "js{2}": write "js {2}", a space before the marked lines'),
    );
  });

  it('a fence shown once per package manager (npm2yarn) is one mistake', async () => {
    const error = await failure('# T\n\n```shel npm2yarn\nnpm i a\n```\n');
    expect(error).toBeInstanceOf(SiteBuildError);
    expect(error.message).toBe(unknown(3, 'unknown code language "shel", did you mean "shell"?'));
  });

  it('checks raw HTML’s <pre><code class="language-…"> too, which Shiki would highlight', async () => {
    const error = await failure('# T\n\n<pre><code class="language-nope">x</code></pre>\n');
    expect(error).toMatchObject({ line: 3, rule: CODE_LANGUAGE_RULE });
    expect(error.message).toContain('unknown code language "nope"');
  });
});

describe('code languages: only what Shiki highlights is checked', () => {
  it('finds the language among other classes of the code', async () => {
    const error = await failure('# T\n\n<pre><code class="big language-nope">x</code></pre>\n');
    expect(error.message).toContain('unknown code language "nope"');
  });

  it.each([
    ['code outside a <pre>', '<div><code class="language-nope">x</code></div>'],
    ['a <pre> whose first child is no <code>', '<pre><span class="language-nope">x</span></pre>'],
    ['a <pre> of text', '<pre>language-nope</pre>'],
  ])('leaves alone %s', async (_, html) => {
    const page = await compile(`# T\n\n${html}\n`);
    expect(JSON.stringify(page.staticHtml)).toContain('nope');
  });
});

describe('isCodeLanguage / closestCodeLanguage', () => {
  it.each([
    'ts',
    'tsx',
    'yaml',
    'yml',
    'diff',
    'json5',
    'vue',
    'sh',
    'shell',
    'md',
    'text',
    'ansi',
  ])('%s is known', (lang) => expect(isCodeLanguage(lang)).toBe(true));

  it.each(['jsonn', 'JSON', 'constructor', 'toString', '__proto__', 'js{2}'])('%s is not', (lang) =>
    expect(isCodeLanguage(lang)).toBe(false),
  );

  it('suggests a known language at most two edits away, in small letters', () => {
    expect(closestCodeLanguage('jsonn')).toBe('json');
    expect(closestCodeLanguage('Typescrpt')).toBe('typescript');
    expect(closestCodeLanguage('qwertyuiop')).toBeUndefined();
  });
});
