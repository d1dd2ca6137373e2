// @vitest-environment node
import { expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage, forgetHighlights, highlightCss } from './compile-page';

const compile = (markdown: string, n: number) =>
  compilePage(
    markdown,
    { path: `/docs/page-${n}.md`, relativePath: `page-${n}.md` },
    { demoDefaults: DEMO_DEFAULTS },
  );

const PAGES = [
  '# A\n\n```ts\nconst a = 1;\n```\n',
  '# B\n\n```css\n.b { color: red; }\n```\n',
  '# C\n\n```yaml\nc: "x" # note\n```\n',
];

it('the token colours’ stylesheet: a rule a class, in one order whatever order pages came in', async () => {
  forgetHighlights();
  for (const [n, page] of PAGES.entries()) await compile(page, n);
  const css = highlightCss();
  forgetHighlights();
  for (const [n, page] of [...PAGES.entries()].reverse()) await compile(page, n);
  expect(highlightCss()).toBe(css);

  const rules = css.split('}').slice(0, -1);
  expect(rules.length).toBeGreaterThan(5);
  expect(rules).toEqual([...rules].sort());
  for (const rule of rules)
    expect(rule).toMatch(/^\.sh-[a-z\d]+\{--shiki-light:#\w+;--shiki-dark:#\w+/);
  // `const`: GitHub's keyword red, light and dark.
  expect(css).toContain('{--shiki-light:#D73A49;--shiki-dark:#F97583}');
});
