// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from './config-schema';
import { SiteBuildError, SiteBuildErrors } from './errors';
import { compilePage } from './markdown/compile-page';
import { pageDataOf } from './pages';

const FILE = '/docs/guide/setup.md';
const RELATIVE = 'guide/setup.md';

const ORDER_RULE = 'frontmatter order is a number: where the page goes in its sidebar group';
const SIDEBAR_RULE = 'frontmatter sidebar can only be false: the page is left out of the sidebar';
const prevNextRule = (key: 'prev' | 'next') =>
  `frontmatter ${key} is false, a text, or { text?, link: "/path" }`;

/** The page's source: `frontmatter` lines after a title, then a heading. */
const sourceOf = (frontmatter: string) => `---\ntitle: Setup\n${frontmatter}\n---\n\n# Set up\n`;

const dataOf = async (source: string) => {
  const compiled = await compilePage(
    source,
    { path: FILE, relativePath: RELATIVE },
    { demoDefaults: DEMO_DEFAULTS },
  );
  return pageDataOf(FILE, RELATIVE, compiled.meta, source);
};

/** The messages of the one `SiteBuildErrors` that `pageDataOf` throws for `source`. */
const failures = async (source: string): Promise<string[]> => {
  const error: unknown = await dataOf(source).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteBuildErrors);
  return (error as SiteBuildErrors).errors.map((e) => e.message);
};

const failure = (line: number, key: string, rule: string) =>
  `${FILE}:${line}: bad ${key} (rule: ${rule})`;

describe('theme frontmatter: good values', () => {
  it.each([
    ['order: 3', { order: 3 }],
    ['order: -1.5', { order: -1.5 }],
    ['order: 0', { order: 0 }],
    ['sidebar: false', { sidebar: false }],
    ['prev: false', { prev: false }],
    ['next: Read on', { next: 'Read on' }],
    ['prev:\n  link: /guide/', { prev: { link: '/guide/' } }],
    ['next:\n  text: API\n  link: /api.html', { next: { text: 'API', link: '/api.html' } }],
    ['next: { link: /a.html#b }', { next: { link: '/a.html#b' } }],
  ])('%j passes, kept in the frontmatter', async (lines, fields) => {
    const data = await dataOf(sourceOf(lines));
    expect(data.frontmatter).toEqual({ title: 'Setup', ...fields });
    expect(data.title).toBe('Setup');
    expect(data.path).toBe('/guide/setup.html');
  });

  it('passes all four together', async () => {
    const data = await dataOf(
      sourceOf('order: 2\nsidebar: false\nprev: Back\nnext:\n  text: On\n  link: /next.html'),
    );
    expect(data.frontmatter).toEqual({
      title: 'Setup',
      order: 2,
      sidebar: false,
      prev: 'Back',
      next: { text: 'On', link: '/next.html' },
    });
  });

  it('passes without any of them, or without frontmatter', async () => {
    expect((await dataOf(sourceOf('description: x'))).frontmatter).toEqual({
      title: 'Setup',
      description: 'x',
    });
    expect((await dataOf('# Plain\n')).title).toBe('Plain');
  });
});

describe('theme frontmatter: bad values', () => {
  it.each([
    ['order: "3"', 'order', ORDER_RULE],
    ['order: three', 'order', ORDER_RULE],
    ['order: .inf', 'order', ORDER_RULE],
    ['order: .nan', 'order', ORDER_RULE],
    ['order:', 'order', ORDER_RULE],
    ['order: [1]', 'order', ORDER_RULE],
    ['sidebar: true', 'sidebar', SIDEBAR_RULE],
    ['sidebar: "false"', 'sidebar', SIDEBAR_RULE],
    ['sidebar: 0', 'sidebar', SIDEBAR_RULE],
    ['prev: true', 'prev', prevNextRule('prev')],
    ['prev: ""', 'prev', prevNextRule('prev')],
    ['prev: 3', 'prev', prevNextRule('prev')],
    ['prev:\n  link: guide.html', 'prev', prevNextRule('prev')],
    ['next:\n  text: On', 'next', prevNextRule('next')],
    ['next:\n  text: ""\n  link: /a.html', 'next', prevNextRule('next')],
    ['next:\n  link: /a.html\n  title: A', 'next', prevNextRule('next')],
    ['next: [/a.html]', 'next', prevNextRule('next')],
  ])('%j fails, naming the file, the line and the rule', async (lines, key, rule) => {
    expect(await failures(sourceOf(lines))).toEqual([failure(3, key, rule)]);
  });

  it('gives the line of the key itself, below other keys and nested values', async () => {
    const source = sourceOf(
      'description: x\nprev:\n  text: Back\n  link: /a.html\nlayout: doc\nnext: true',
    );
    expect(await failures(source)).toEqual([failure(8, 'next', prevNextRule('next'))]);
  });

  it('finds a key written with space before its colon', async () => {
    expect(await failures(sourceOf('tags: [a]\norder : x'))).toEqual([
      failure(4, 'order', ORDER_RULE),
    ]);
  });

  it('finds a quoted key, in the frontmatter only (not a body line that looks like one)', async () => {
    const source = `---\ntitle: T\n'order': x\n---\n\norder: y\n`;
    expect(await failures(source)).toEqual([failure(3, 'order', ORDER_RULE)]);
  });

  it('is one SiteBuildErrors with its own message and each error as a SiteBuildError', async () => {
    const error: unknown = await dataOf(sourceOf('sidebar: yes')).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteBuildErrors);
    const { errors, message } = error as SiteBuildErrors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(SiteBuildError);
    expect([errors[0]!.file, errors[0]!.line, errors[0]!.rule]).toEqual([FILE, 3, SIDEBAR_RULE]);
    expect(message).toBe(failure(3, 'sidebar', SIDEBAR_RULE));
  });

  it('reports every bad field at once, in the order order, sidebar, prev, next', async () => {
    const source = sourceOf('next: {}\nprev: true\ndescription: fine\nsidebar: true\norder: first');
    expect(await failures(source)).toEqual([
      failure(7, 'order', ORDER_RULE),
      failure(6, 'sidebar', SIDEBAR_RULE),
      failure(4, 'prev', prevNextRule('prev')),
      failure(3, 'next', prevNextRule('next')),
    ]);
  });

  it('reports only the bad fields beside good ones', async () => {
    expect(await failures(sourceOf('order: 1\nsidebar: false\nprev: x\nnext: 7'))).toEqual([
      failure(6, 'next', prevNextRule('next')),
    ]);
  });

  it('checks before the permalink', async () => {
    expect(await failures(sourceOf('permalink: nope\norder: x'))).toEqual([
      failure(4, 'order', ORDER_RULE),
    ]);
  });

  it('names line 1 when no source is given', async () => {
    const source = sourceOf('order: x');
    const compiled = await compilePage(
      source,
      { path: FILE, relativePath: RELATIVE },
      { demoDefaults: DEMO_DEFAULTS },
    );
    expect(() => pageDataOf(FILE, RELATIVE, compiled.meta)).toThrow(
      new SiteBuildErrors([new SiteBuildError(FILE, 1, ORDER_RULE, 'bad order')]),
    );
    let thrown: unknown;
    try {
      pageDataOf(FILE, RELATIVE, compiled.meta);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as SiteBuildErrors).message).toBe(failure(1, 'order', ORDER_RULE));
  });
});
