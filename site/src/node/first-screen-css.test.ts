// @vitest-environment node
import { expect, test } from 'vitest';
import {
  FIRST_SCREEN_PX,
  firstScreenElements,
  firstScreenRules,
  parseStylesheet,
  splitForPage,
} from './first-screen-css';
import { Tokenizer, TokenizerMode } from 'parse5';
import { ICON_SHAPE_PROPERTY } from '../shared/icons';

/** A page: a navbar, a column of parts (the sections with their estimated heights), an outline. */
function page(column: string): string {
  return `<html><body><header class="navbar"><a class="site-name">Site</a></header><main><div class="content">${column}</div><nav class="outline"><a>On this page</a></nav></main>`;
}
const section = (height: number, inner: string) =>
  `<div class="static-html static-section" style="contain-intrinsic-height:auto ${height}px">${inner}</div>`;

/** How many of the sheet's first rules the first screen needs. */
const firstScreenRuleCount = (sheet: ReturnType<typeof parseStylesheet>, html: string) =>
  firstScreenRules(sheet, html).needed.lastIndexOf(true) + 1;

/** The rules of `css` a page needs up to the last one its first screen needs. */
const kept = (css: string, html: string) =>
  splitForPage(parseStylesheet(css), html).inline.match(/[^{}]+(?=\{)/g) ?? [];

test('the first screen reaches down the column to the estimated height, and no further', () => {
  const html = page(
    `<h1 class="top">Title</h1>${section(FIRST_SCREEN_PX - 100, '<p class="a">a</p>')}` +
      `${section(200, '<p class="b">b</p>')}<section class="demo">d</section>` +
      `${section(300, '<table class="api">t</table>')}`,
  );
  const classes = firstScreenElements(html).flatMap((e) => e.classes);
  // The section that crosses the line is in; what follows it is not, but around the column is.
  expect(classes).toEqual(expect.arrayContaining(['navbar', 'top', 'a', 'b', 'outline']));
  expect(classes).not.toContain('demo');
  expect(classes).not.toContain('api');
});

test('a page without sections is all first screen', () => {
  const classes = firstScreenElements(page('<div class="not-found">404</div>')).flatMap(
    (e) => e.classes,
  );
  expect(classes).toContain('not-found');
});

test('the inlined part is a cut: every rule up to the last one the first screen needs', () => {
  const html = page(
    `<h1>Title</h1>${section(FIRST_SCREEN_PX, '<p class="a">a</p>')}<section class="demo">d</section>`,
  );
  const css = '.navbar{color:red}.demo{margin:0}.a{color:blue}.demo p{margin:1px}.api{border:0}';
  // `.demo` is not needed, but sits before `.a`, which is: kept, the order stays the cascade's.
  expect(kept(css, html)).toEqual(['.navbar', '.demo', '.a']);
  const split = splitForPage(parseStylesheet(css), html);
  expect(split.inline + split.deferred).toBe(css);
  expect(split.deferred).toBe('.demo p{margin:1px}.api{border:0}');
});

test('a rule whose place cannot matter goes where it is needed: a lone class setting its own custom properties', () => {
  const html = page(
    `<h1><span class="icon icon-a"></span></h1>${section(FIRST_SCREEN_PX, '<p class="a">a</p>')}` +
      `<section class="demo"><span class="icon icon-b"></span></section>`,
  );
  const own = '.icon-a{--tint:a;--icon-size:1px}.icon-b{--tint:b;--icon-size:2px}';
  // Before a needed rule, not needed: out; after the last one, needed: in.
  expect(kept(`.icon-b{--tint:b}.navbar{color:red}.icon-a{--tint:a}`, html)).toEqual([
    '.navbar',
    '.icon-a',
  ]);
  const split = splitForPage(parseStylesheet(`.navbar{color:red}${own}.a{color:blue}`), html);
  expect(split.inline).toBe('.navbar{color:red}.icon-a{--tint:a;--icon-size:1px}.a{color:blue}');
  expect(split.deferred).toBe('.icon-b{--tint:b;--icon-size:2px}');
  // Not so where another kind of rule sets the same property, or sets more than custom
  // properties, or is more than a lone class: each keeps its place in the cut.
  for (const other of [
    '.demo span{--tint:c}',
    '.icon-b{--tint:b;color:red}',
    'span.icon-b{--tint:b}',
  ])
    expect(kept(`${other}.navbar{color:red}.icon-a{--tint:a}`, html)).toHaveLength(3);
  // Nor where an element has two such classes (below the first screen here): there,
  // their order decides.
  const both = page(
    `<h1>T</h1>${section(FIRST_SCREEN_PX, '<p>a</p>')}<section><span class="icon-a icon-b"></span></section>`,
  );
  const css = '.icon-b{--tint:b}.navbar{color:red}.icon-a{--tint:a}';
  expect(kept(css, both)).toEqual(['.icon-b', '.navbar']);
  expect(kept(css, both.replace('icon-a icon-b', 'icon-b'))).toEqual(['.navbar']);
});

test("a first paint goes without an icon's shape, needed or not: its box is another rule's", () => {
  const html = page(`<h1><span class="icon icon-a"></span></h1>`);
  const css = `.icon{width:var(--icon-size)}.icon-a{--icon-size:9px}.navbar{color:red}.icon-a{${ICON_SHAPE_PROPERTY}:url(a.svg)}`;
  const split = splitForPage(parseStylesheet(css), html);
  expect(split.inline).toBe(
    '.icon{width:var(--icon-size)}.icon-a{--icon-size:9px}.navbar{color:red}',
  );
  expect(split.deferred).toBe(`.icon-a{${ICON_SHAPE_PROPERTY}:url(a.svg)}`);
});

test('a selector is needed when each of its compounds matches some element there', () => {
  const html = page(
    `<h1 id="t" data-state="open" class="x y">T</h1><pre><code class="line">c</code></pre>`,
  );
  const needs = (selector: string) =>
    firstScreenRuleCount(parseStylesheet(`${selector}{color:red}`), html) === 1;
  expect(needs('.x.y')).toBe(true);
  expect(needs('.x.z')).toBe(false);
  expect(needs('.y.x')).toBe(true);
  expect(needs('h1.line')).toBe(false);
  expect(needs('code.line')).toBe(true);
  expect(needs('H1')).toBe(true);
  expect(needs('table')).toBe(false);
  expect(needs('#nowhere')).toBe(false);
  expect(needs('[data-state]')).toBe(true);
  expect(needs('[data-gone]')).toBe(false);
  expect(needs('#t')).toBe(true);
  expect(needs('h1[data-state=open]')).toBe(true);
  expect(needs('h1[data-state=closed]')).toBe(false);
  expect(needs('h1[data-state^=op]')).toBe(true);
  expect(needs('pre > code.line')).toBe(true);
  expect(needs('.demo pre')).toBe(false);
  expect(needs(':is(.x, .nowhere)')).toBe(true);
  expect(needs(':where(.nowhere, .neither)')).toBe(false);
  expect(needs('pre:has(.line)')).toBe(true);
  expect(needs('pre:has(.nowhere)')).toBe(false);
  // A reader's state, a pseudo-element, a negation: taken as met.
  expect(needs('.x:hover::after')).toBe(true);
  expect(needs('.x:not(.y)')).toBe(true);
  // The scheme the head script picks before the first paint: either.
  expect(needs(':root[data-theme=dark] .x')).toBe(true);
  // What cannot be read is kept.
  expect(needs('.nowhere >>> .y')).toBe(true);
});

test('a group is needed where a rule in it is; keyframes where a needed rule animates by them', () => {
  const html = page('<p class="a">a</p>');
  const count = (css: string) => firstScreenRuleCount(parseStylesheet(css), html);
  expect(count('@media (width<=719px){.a{margin:0}}@media print{.b{margin:0}}')).toBe(1);
  expect(count('.a{animation:spin 1s}@keyframes spin{to{rotate:1turn}}@keyframes fade{}')).toBe(2);
  expect(count('.a{color:red}@keyframes fade{to{opacity:0}}.b{animation:fade 1s}')).toBe(1);
});

test("the text of a page's scripts and styles is not its elements", () => {
  const html = page(
    '<style>.ghost{}</style><script type="application/json">"<p class=\\"ghost\\">"</script><p class="a">a</p>',
  );
  expect(firstScreenElements(html).flatMap((e) => e.classes)).not.toContain('ghost');
});

/** The start tags of `html` as the standard's tokenizer (parse5's) reads them: the reference. */
function tagsByParse5(html: string): string[] {
  const tags: string[] = [];
  const rawText = new Map([
    ['style', TokenizerMode.RAWTEXT],
    ['script', TokenizerMode.SCRIPT_DATA],
    ['textarea', TokenizerMode.RCDATA],
    ['title', TokenizerMode.RCDATA],
  ]);
  const ignore = () => undefined;
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag(token) {
        tags.push(
          kindOf(
            token.tagName,
            token.attrs.map((a) => [a.name, a.value]),
          ),
        );
        const mode = rawText.get(token.tagName);
        if (mode !== undefined) {
          tokenizer.state = mode;
          tokenizer.lastStartTagName = token.tagName;
        }
      },
      onEndTag: ignore,
      onComment: ignore,
      onDoctype: ignore,
      onEof: ignore,
      onCharacter: ignore,
      onNullCharacter: ignore,
      onWhitespaceCharacter: ignore,
    },
  );
  tokenizer.write(html, true);
  return tags;
}

/** An element's tag and attributes, the same however its facts are held. */
const kindOf = (tag: string, attributes: Iterable<readonly [string, string]>) =>
  JSON.stringify([tag, [...attributes].sort()]);

test("a page's elements are its start tags as the standard's tokenizer reads them", () => {
  const markup = [
    '<!doctype html><html lang="en"><head><title>A <b>title</b></title>',
    '<style>p > .ghost { color: red } </style ><script>if (a < b && "</p>") x = "<p class=ghost>";</script>',
    '<textarea><i class="ghost"></i></TEXTAREA><!-- <p class="ghost"> --><!--><!---><p class="after-comments">',
    '<?xml version="1.0"?><![CDATA[ <p class="ghost"> ]]><x-y data-a=1 data-b=\'two words\' data-c="a > b">',
    '<A HREF="/x" Class="Up">up</A><input disabled value=bare/><br/><div / id="slashed" /><img alt="a"src="b">',
    '<p data-dup="first" data-dup="second" title="&amp; &quot;q&quot; &lt;&copy &notin; &#x41;&#65;" data-legacy="&copy=1">',
    '<span class="  spaced   classes\tand\ttabs ">a < b, c <d and <</span></p foo="bar"></ ><svg><circle r="1"/></svg>',
    '<a href=x/>y</a><section><Section CLASS=inner>deep</section>',
  ].join('\n');
  const ours = firstScreenElements(markup).map((e) => kindOf(e.tag, e.attributes));
  // Each kind once, in the order first met.
  expect(ours).toEqual([...new Set(tagsByParse5(markup))]);
  expect(ours.length).toBeGreaterThan(20);
  // What a page's text only seems to hold is none of its elements.
  expect(ours.join()).not.toContain('ghost');
});

test('a tag read on one page is read the same on the next, whatever follows it there', () => {
  // Pages scanned in turn, as a render thread does: each tag's text met before is taken as
  // read then, so the later pages are read from what the earlier ones left.
  const pages = [
    '<p class="a"><a href="/x" class="link">x</a><b title="1 > 0">b</b>',
    // The same tags again, and texts that begin as one of them but read on.
    '<p class="a"><a href="/x" class="link">x</a><b title="1 > 0" class="more">b</b>',
    // An unclosed quote at the end: the scan reads a bare value there (the standard, no tag).
    '<i class="c"></i><a title="x>',
    // That text at the start of a tag whose quoted value goes on past the `>`.
    '<a title="x>y" class="d">d</a><i class="c"></i>',
    '<a title=\'x>y\' class="e">e</a><a title="x>',
  ];
  for (const [i, html] of pages.entries()) {
    const ours = firstScreenElements(html).map((e) => kindOf(e.tag, e.attributes));
    const reference = [...new Set(tagsByParse5(html))];
    // (The unclosed tag at a page's end: a tag to the scan, none to the standard.)
    expect(ours.slice(0, reference.length), `page ${i + 1}`).toEqual(reference);
    // And the same page read again, every tag now met before.
    expect(firstScreenElements(html).map((e) => kindOf(e.tag, e.attributes))).toEqual(ours);
  }
});

test("elements alike in all a stylesheet tests are one: a sidebar's links", () => {
  const links = Array.from(
    { length: 50 },
    (_, i) =>
      `<li><a href="/p-${i}.html" class="sidebar-link"${i === 7 ? ' aria-current="page"' : ''}>${i}</a></li>`,
  ).join('');
  const html = page(`<nav class="sidebar"><ul>${links}</ul></nav>`);
  const sheet = parseStylesheet(
    '.sidebar-link{color:red}.sidebar-link[aria-current=page]{color:blue}',
  );
  const linksOf = (elements: ReturnType<typeof firstScreenElements>) =>
    elements.filter((e) => e.classes.includes('sidebar-link'));
  const kinds = linksOf(firstScreenElements(html, undefined, sheet.attributes));
  expect(kinds.map((e) => Object.fromEntries(e.attributes))).toEqual([
    { class: 'sidebar-link' },
    { class: 'sidebar-link', 'aria-current': 'page' },
  ]);
  expect(splitForPage(sheet, html).deferred).toBe('');
  // Every attribute kept (no sheet), each link is its own.
  expect(linksOf(firstScreenElements(html))).toHaveLength(50);
});
