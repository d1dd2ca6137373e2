// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_LINE_PX } from '../../shared/code-layout';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';
import { blocksIn, type Block } from './highlighted-blocks';

const compile = (markdown: string) =>
  compilePage(
    markdown,
    { path: '/docs/page.md', relativePath: 'page.md' },
    { demoDefaults: DEMO_DEFAULTS },
  );

/** A page's blocks; and its HTML, which has no notation left (unless `kept`). */
async function presOf(markdown: string, kept = false): Promise<Block[]> {
  const html = (await compile(markdown)).staticHtml.join('\n');
  if (!kept) expect(html).not.toMatch(/\[!code/i);
  return blocksIn(html);
}

async function preOf(markdown: string): Promise<Block> {
  const pres = await presOf(markdown);
  expect(pres).toHaveLength(1);
  return pres[0]!;
}

const fence = (lang: string, ...lines: string[]) =>
  `# T\n\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n`;

/** Each line of a block: its text, and its classes beside "line". */
const linesOf = (pre: Block) => pre.lines.map((line) => [line.text, line.classes]);

/** The block's classes beside Shiki's own and the token colours'. */
const preClasses = (pre: Block) =>
  pre.classes.filter((c) => !/^(shiki|shiki-themes|github-.*|sh-\w+)$/.test(c));

describe('code notations', () => {
  it.each([
    ['++', 'diff add', 'has-diff'],
    ['--', 'diff remove', 'has-diff'],
    ['focus', 'focused', 'has-focused'],
    ['highlight', 'highlighted', 'has-highlighted'],
    ['hl', 'highlighted', 'has-highlighted'],
    ['error', 'highlighted error', 'has-highlighted'],
    ['warning', 'highlighted warning', 'has-highlighted'],
  ])('// [!code %s] gives its line "%s", the block "%s"', async (name, line, block) => {
    const pre = await preOf(fence('ts', 'const a = 1;', `const b = 2; // [!code ${name}]`, 'b;'));
    expect(linesOf(pre)).toEqual([
      ['const a = 1;', ''],
      ['const b = 2;', line],
      ['b;', ''],
    ]);
    expect(preClasses(pre)).toEqual([block]);
  });

  it('copies the code without its notations: the copy button copies the <pre>’s text', async () => {
    const pre = await preOf(
      fence(
        'js',
        'import a from "a"; // [!code --]',
        'import b from "b"; // [!code ++]',
        '// [!code focus]',
        'b();',
      ),
    );
    expect(pre.text).toBe('import a from "a";\nimport b from "b";\nb();');
    expect(linesOf(pre).map(([, classes]) => classes)).toEqual([
      'diff remove',
      'diff add',
      'focused',
    ]);
  });

  it('sizes the code by what is left: its lines, the longest without its notation', async () => {
    const pre = await preOf(fence('ts', 'f(); // [!code highlight]', '// [!code focus]', 'g();'));
    expect(pre.text).toBe('f();\ng();');
    // (Not the source's: 3 lines, the longest 25 characters.)
    expect(pre.style).toBe(`contain-intrinsic-size:auto 4ch auto ${2 * CODE_LINE_PX}px`);
  });

  it('takes only the notation out of a comment, and the space it leaves at the line’s end', async () => {
    const pre = await preOf(
      fence('ts', 'a();   ', 'b(); // [!code ++] why', 'c(); /* [!code --] */'),
    );
    // The first line, which no notation edited, keeps its spaces.
    expect(pre.text).toBe('a();   \nb(); // why\nc();');
    // No token emptied by it is left.
    expect(pre.lines.flatMap((line) => line.tokens).filter(([text]) => text === '')).toEqual([]);
  });

  it('takes a count of lines after the name', async () => {
    const pre = await preOf(fence('ts', '// [!code highlight:2]', 'a();', 'b();', 'c();'));
    expect(linesOf(pre)).toEqual([
      ['a();', 'highlighted'],
      ['b();', 'highlighted'],
      ['c();', ''],
    ]);
  });

  it('reads the comments of each language: yaml, html, css', async () => {
    const [yaml, html, css] = await presOf(
      fence('yaml', 'a: 1 # [!code ++]', 'b: 2') +
        fence('html', '<p>x</p> <!-- [!code --] -->') +
        fence('css', 'a { color: red; } /* [!code focus] */'),
    );
    expect(linesOf(yaml!)).toEqual([
      ['a: 1', 'diff add'],
      ['b: 2', ''],
    ]);
    expect(linesOf(html!)).toEqual([['<p>x</p>', 'diff remove']]);
    expect(linesOf(css!)).toEqual([['a { color: red; }', 'focused']]);
  });

  it('marks as {2} does: the same class on the line', async () => {
    const [meta, notation] = await presOf(
      fence('ts {2}', 'a();', 'b();') + fence('ts', 'a();', 'b(); // [!code highlight]'),
    );
    expect(linesOf(meta!)).toEqual(linesOf(notation!));
    expect(linesOf(meta!)[1]).toEqual(['b();', 'highlighted']);
    expect(preClasses(meta!)).toEqual(['has-marked-lines']);
    expect(preClasses(notation!)).toEqual(['has-highlighted']);
  });

  it('a block without notations gets none of their classes; plain text has no comments', async () => {
    const [ts, plain] = await presOf(
      fence('ts', '// a comment', 'a(); // [!code]') + fence('', 'x // [!code ++]', 'y'),
      true,
    );
    expect(linesOf(ts!)).toEqual([
      ['// a comment', ''],
      ['a(); // [!code]', ''],
    ]);
    expect(preClasses(ts!)).toEqual([]);
    expect(linesOf(plain!)).toEqual([
      ['x // [!code ++]', ''],
      ['y', ''],
    ]);
    expect(preClasses(plain!)).toEqual([]);
  });

  it('leaves a demo’s code as written: the demo runs it, copies it and edits it', async () => {
    const source = 'const a = 1; // [!code ++]\nexport default function A() { return <p>{a}</p>; }';
    const { staticHtml, demos } = await compile(
      `# T\n\n::: demo\n\`\`\`jsx\n${source}\n\`\`\`\n:::\n`,
    );
    const [pre, ...more] = blocksIn(staticHtml.join('\n'));
    expect(more).toEqual([]);
    expect(pre!.text).toBe(source);
    expect(pre!.classes).not.toContain('has-diff');
    expect(pre!.lines.map((line) => line.classes)).toEqual(['', '']);
    expect(demos[0]!.props.source).toBe(source);
  });
});

describe('code notations: styles', () => {
  const css = ['styles.css', 'blocks.css']
    .map((file) => readFileSync(new URL(`../../theme/${file}`, import.meta.url), 'utf8'))
    .join('\n');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    expect(at, selector).toBeGreaterThan(-1);
    return css.slice(at, css.indexOf('}', at));
  };

  it('a sign in the gutter for an added or removed line, outside the copied text', () => {
    expect(rule('.shiki .line.diff.add::before')).toContain("content: '+'");
    expect(rule('.shiki .line.diff.remove::before')).toContain("content: '\\2212'");
  });

  it('room at the left for the bar, whichever way lines are marked', () => {
    expect(css).toMatch(/pre\.has-marked-lines,\npre\.has-highlighted,\npre\.has-diff \{/);
  });

  it('the lines around a focused one dimmed, until the code is pointed at or focused', () => {
    expect(rule('.shiki.has-focused .line:not(.focused)')).toContain('filter: blur(');
    expect(rule('.shiki.has-focused:is(:hover, :focus-within) .line:not(.focused)')).toContain(
      'filter: none',
    );
  });
});
