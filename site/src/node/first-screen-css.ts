import {
  createParser,
  type AstAttribute,
  type AstRule,
  type AstSelector,
} from 'css-selector-parser';
import { decodeHTMLAttribute } from 'entities';
import postcss, { type ChildNode } from 'postcss';
import { COLOR_SCHEME_ATTRIBUTE } from '../shared/color-scheme';
import { ICON_SHAPE_PROPERTY } from '../shared/icons';
import { STATIC_SECTION_CLASS, sectionHeightIn } from '../shared/static-sections';

/**
 * A page's styles, split where its first screen stops needing them: what comes first is
 * inlined in the page (no request before the first paint), the rest is a stylesheet
 * linked at the end of the body, which the browser fetches without holding the paint
 * (and before any script runs: scripts wait for it), and which needs no JavaScript to
 * load. On a gzip-only host this keeps a long page's HTML within the first round trip.
 *
 * The split is a cut, never a reordering: the inlined part is the stylesheet's first
 * rules up to the last one the first screen needs, so the cascade is one sheet's. (The
 * theme orders its styles so that what a page's top rarely shows comes last.) Only
 * rules whose place cannot matter go where they are needed (`unordered`): the icons'.
 * And a first paint goes without the icons' shapes: their boxes are laid out, their
 * drawing comes with the rest (`PAINT_LATER`).
 *
 * The first screen is the page down to FIRST_SCREEN_PX of the heights the build
 * estimated for its sections (theme/StaticHtml), and all of it around that column (the
 * navbar, the outline). A page without sections is all first screen. Every guess leans
 * to keeping a rule: a selector is taken as needed when each of its compounds matches
 * some element of the first screen, whatever their relation; a state that needs a
 * reader (`:hover`) or the head script (the picked colour scheme) is taken as met, and
 * so is anything this does not know.
 */

/**
 * How far down the estimated page the first screen reaches: more than a 1080 px desktop
 * screen shows below the navbar, and than a phone shows (its column narrower, its
 * sections are taller than estimated).
 */
export const FIRST_SCREEN_PX = 1600;

/** An element of a page, as far as selectors look at it. */
interface ElementFacts {
  tag: string;
  classes: string[];
  attributes: Map<string, string>;
}

/** A compound selector (`a.b[c]`). */
interface Compound {
  /** Whether it matches an element. */
  matches: (element: ElementFacts) => boolean;
  /**
   * What every element it matches has, as the page's index names it (`elementIndex`): a
   * class `.b`, an id `#c`, an attribute `[c]` or a tag `a`. Only those elements are
   * tried: a page's sidebar of 2,000 links is not tried for each compound of the sheet.
   */
  key?: string;
}

/** One top-level rule of a stylesheet, and what a page must have to need it. */
interface SheetRule {
  css: string;
  /** Per selector, its compounds; undefined: always needed (`@font-face`, say). */
  selectors?: Compound[][];
  /** A `@keyframes` rule's name: needed where a needed rule animates by it. */
  keyframes?: string;
  /** The animation names its declarations use. */
  animations: string[];
  /**
   * A lone class's rule that sets custom properties only, as every rule setting them
   * does: its place cannot matter but where an element has two such classes (see
   * `unorderedRules`). The class.
   */
  unorderedClass?: string;
  /** An unordered rule that sets only what a first paint may go without (`PAINT_LATER`). */
  paintLater?: boolean;
}

export interface Stylesheet {
  rules: SheetRule[];
  /**
   * The attributes its selectors test (`[name]`, `#id`), in lower case: an element's
   * others are not kept, and elements alike in all else are one (a sidebar's links).
   */
  attributes: Set<string>;
  /** The split at each cut made so far (a site's pages share a few). */
  splits: Map<string, StyleSplit>;
}

export interface StyleSplit {
  /** Inlined in `<head>`. */
  inline: string;
  /** Linked at the end of `<body>`; empty when the first screen needs every rule. */
  deferred: string;
}

const parseSelector = createParser({ syntax: 'progressive' });

function attributeMatches(attribute: AstAttribute, element: ElementFacts): boolean {
  // Set by the head script before the first paint, to either value.
  if (attribute.name === COLOR_SCHEME_ATTRIBUTE) return true;
  const actual = element.attributes.get(attribute.name);
  if (actual === undefined) return false;
  if (!attribute.operator || attribute.value?.type !== 'String') return true;
  const insensitive = attribute.caseSensitivityModifier === 'i';
  const has = insensitive ? actual.toLowerCase() : actual;
  const want = insensitive ? attribute.value.value.toLowerCase() : attribute.value.value;
  switch (attribute.operator) {
    case '=':
      return has === want;
    case '~=':
      return has.split(/\s+/).includes(want);
    case '|=':
      return has === want || has.startsWith(`${want}-`);
    case '^=':
      return has.startsWith(want);
    case '$=':
      return has.endsWith(want);
    case '*=':
      return has.includes(want);
    default:
      return true;
  }
}

/**
 * A compound's test, and the compounds that must match some element elsewhere
 * (`:has()`'s), pushed onto `elsewhere`.
 */
function compoundOf(rule: AstRule, elsewhere: Compound[], tested: Set<string>): Compound {
  const tests: ((element: ElementFacts) => boolean)[] = [];
  /** Index keys the elements it matches have, the likely fewest first. */
  const keys: string[][] = [[], [], [], []];
  for (const item of rule.items) {
    if (item.type === 'TagName') {
      const tag = item.name.toLowerCase();
      tests.push((e) => e.tag === tag);
      keys[3]!.push(tag);
    } else if (item.type === 'ClassName') {
      tests.push((e) => e.classes.includes(item.name));
      keys[0]!.push(`.${item.name}`);
    } else if (item.type === 'Id') {
      tests.push((e) => e.attributes.get('id') === item.name);
      keys[1]!.push(`#${item.name}`);
      tested.add('id');
    } else if (item.type === 'Attribute') {
      tests.push((e) => attributeMatches(item, e));
      tested.add(item.name.toLowerCase());
      // (The colour scheme's is met by any element: see attributeMatches.)
      if (item.name !== COLOR_SCHEME_ATTRIBUTE) keys[2]!.push(`[${item.name}]`);
    } else if (item.type === 'PseudoClass' && item.argument?.type === 'Selector') {
      const { argument } = item;
      if (['is', 'where', 'matches'].includes(item.name)) {
        // The element is one of them: some alternative's last compound matches it.
        const alternatives = argument.rules.map((r) => compoundOf(lastOf(r), elsewhere, tested));
        tests.push((e) => alternatives.some((alternative) => alternative.matches(e)));
      } else if (item.name === 'has') elsewhere.push(...compoundsOf(argument, tested).flat());
      // (`:not()`, and every other pseudo-class: taken as met.)
    }
  }
  return { matches: (e) => tests.every((test) => test(e)), key: keys.flat()[0] };
}

/** A page's elements by what compounds look them up by (see `Compound.key`). */
function elementIndex(elements: readonly ElementFacts[]): Map<string, ElementFacts[]> {
  const index = new Map<string, ElementFacts[]>();
  const add = (key: string, element: ElementFacts) => {
    const list = index.get(key);
    if (list) list.push(element);
    else index.set(key, [element]);
  };
  for (const element of elements) {
    add(element.tag, element);
    for (const name of new Set(element.classes)) add(`.${name}`, element);
    for (const [name, value] of element.attributes) {
      add(`[${name}]`, element);
      if (name === 'id') add(`#${value}`, element);
    }
  }
  return index;
}

function lastOf(rule: AstRule): AstRule {
  return rule.nestedRule ? lastOf(rule.nestedRule) : rule;
}

/** Each selector of a list as the compounds it needs matched somewhere. */
function compoundsOf(selector: AstSelector, tested: Set<string>): Compound[][] {
  return selector.rules.map((rule) => {
    const compounds: Compound[] = [];
    for (let r: AstRule | undefined = rule; r; r = r.nestedRule)
      compounds.push(compoundOf(r, compounds, tested));
    return compounds;
  });
}

/** A selector list's compounds; one this cannot read is always needed. */
function selectorsOf(text: string, tested: Set<string>): Compound[][] {
  try {
    return compoundsOf(parseSelector(text), tested);
  } catch {
    return [[{ matches: () => true }]];
  }
}

const ANIMATION = /^animation(-name)?$/;

function ruleOf(node: ChildNode, tested: Set<string>): SheetRule {
  const css = node.toString();
  const animations: string[] = [];
  if ('walkDecls' in node)
    node.walkDecls((decl) => {
      if (ANIMATION.test(decl.prop)) animations.push(...decl.value.split(/[\s,]+/));
    });
  if (node.type === 'comment') return { css, selectors: [], animations };
  if (node.type === 'rule')
    return { css, selectors: selectorsOf(node.selector, tested), animations };
  if (node.type === 'atrule' && node.name.endsWith('keyframes'))
    return { css, selectors: [], keyframes: node.params.trim(), animations };
  if (node.type === 'atrule' && node.nodes) {
    // A conditional group (@media, @supports, @container, @layer): needed where a rule
    // in it is, whatever the condition (a phone's rules on a desktop's first screen too).
    const selectors: Compound[][] = [];
    node.walkRules((rule) => {
      selectors.push(...selectorsOf(rule.selector, tested));
    });
    return { css, selectors, animations };
  }
  // @import, @charset, @font-face, @property…
  return { css, animations };
}

export function parseStylesheet(css: string): Stylesheet {
  const nodes = postcss.parse(css).nodes;
  const unordered = unorderedRules(nodes);
  const attributes = new Set<string>();
  const rules = nodes.map((node) => ({
    ...ruleOf(node, attributes),
    ...(unordered.has(node) && node.type === 'rule'
      ? {
          unorderedClass: node.selector.trim().slice(1),
          paintLater: node.nodes.every((d) => d.type === 'decl' && PAINT_LATER.has(d.prop)),
        }
      : {}),
  }));
  return { rules, attributes, splits: new Map() };
}

/**
 * What a first paint may go without: an icon's shape (shared/icons.ts). The icon's box is
 * laid out at once (its size is another rule's); its drawing comes with the rest of the
 * styles, a moment after, as it came with the icons' sprite before icons were drawn by CSS.
 * (Inline, the shapes of a first screen's few icons cost a round trip on a gzip-only host.)
 */
const PAINT_LATER = new Set([ICON_SHAPE_PROPERTY]);

/** `.name` alone: a selector of one class, which an element has or not. */
const LONE_CLASS = /^\.[\w-]+$/;

/**
 * The rules whose place in the sheet cannot matter on a page where no element has two
 * of their classes: a lone class's, setting custom properties only, which no rule but
 * such others sets (an icon's `--icon` and `--icon-size`: node/icon-styles.ts). Two of
 * them could meet only on an element with both classes; elsewhere, where one comes,
 * before or after any other rule, changes no element's style.
 */
function unorderedRules(nodes: ChildNode[]): Set<ChildNode> {
  const setters = new Map<string, ChildNode[]>();
  for (const node of nodes)
    if ('walkDecls' in node)
      node.walkDecls((decl) => {
        const list = setters.get(decl.prop) ?? [];
        if (!list.includes(node)) list.push(node);
        setters.set(decl.prop, list);
      });
  const candidate = (node: ChildNode) =>
    node.type === 'rule' &&
    LONE_CLASS.test(node.selector.trim()) &&
    node.nodes.length > 0 &&
    node.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'));
  const unordered = new Set<ChildNode>();
  for (const node of nodes) {
    if (!candidate(node) || node.type !== 'rule') continue;
    const props = node.nodes.map((child) => (child.type === 'decl' ? child.prop : ''));
    if (props.every((prop) => setters.get(prop)!.every(candidate))) unordered.add(node);
  }
  return unordered;
}

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
/** Elements whose content is text to their end tag, never tags. */
const RAW_TEXT = new Set(['style', 'script', 'textarea', 'title']);

/** What parts a start tag's attributes (HTML's whitespace, and `/`), and what names one. */
const SPACE = String.raw`[\t\n\f\r ]`;
const NAME = String.raw`[^\t\n\f\r />][^\t\n\f\r />=]*`;
/** An attribute: its name, and its value, quoted either way or bare. */
const ATTRIBUTE_TEXT = String.raw`(${NAME})(?:${SPACE}*=${SPACE}*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]*)))?`;
/**
 * A start tag at `lastIndex`: its name, its attributes' text, its closing slash. Each
 * attribute after a space or a slash (or a quote, where the space is missing), so that no
 * text is read two ways: the scan is linear.
 */
const START_TAG = new RegExp(
  String.raw`<([a-zA-Z][^\t\n\f\r />]*)((?:(?:[\t\n\f\r /]+|(?<=["']))${ATTRIBUTE_TEXT.replace(/\((?!\?)/g, '(?:')})*)[\t\n\f\r /]*?(\/?)>`,
  'y',
);
/** Each attribute of a start tag's attributes' text. */
const ATTRIBUTE = new RegExp(ATTRIBUTE_TEXT, 'g');
/** An end tag at `lastIndex`: its name. */
const END_TAG = /<\/([a-zA-Z][^\t\n\f\r />]*)[^>]*>/y;

/** A start tag's attributes, as the standard reads them: names in lower case, the first of two alike. */
function attributesOf(text: string): [name: string, value: string][] {
  const attributes: [string, string][] = [];
  ATTRIBUTE.lastIndex = 0;
  next: for (let match; (match = ATTRIBUTE.exec(text));) {
    const name = match[1]!.toLowerCase();
    for (const [other] of attributes) if (other === name) continue next;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.push([name, value.includes('&') ? decodeHTMLAttribute(value) : value]);
  }
  return attributes;
}

/** A start tag, as read: its name in lower case, its attributes, its closing slash. */
interface StartTag {
  tag: string;
  attributes: [name: string, value: string][];
  /** Its `class` and `style` attributes' values ('' when none). */
  classText: string;
  style: string;
  selfClosing: boolean;
  /** Its text's length, `<` to `>`. */
  length: number;
  /** Its kind's key (see `firstScreenElements`), for the attributes `keyKept` keeps. */
  key?: string;
  keyKept?: ReadonlySet<string>;
}

/** The start tag that `match` (START_TAG's) read. */
function startTagOf(match: RegExpExecArray): StartTag {
  const attributes = match[2] ? attributesOf(match[2]) : [];
  const valueOf = (name: string) => attributes.find(([n]) => n === name)?.[1] ?? '';
  return {
    tag: match[1]!.toLowerCase(),
    attributes,
    classText: valueOf('class'),
    style: valueOf('style'),
    selfClosing: match[3] === '/',
    length: match[0].length,
  };
}

/**
 * Start tags read before, in this thread, by their text (`<` to `>`): a site's pages
 * repeat most of theirs (the navbar, the footer, the sidebar's links: at 2,000 pages,
 * 2,000 of them on every page, half the time of a page's split). A tag's text is the
 * same tag wherever it comes, as long as nothing after it could change how it reads:
 * only a quoted value reads past a `>`, so a tag is kept only if it reads the same with
 * both quotes and a `>` right after it (`AFTER_TAG`). A text up to the first `>` that
 * was a whole tag once is then that tag again. Held as copies, not as slices of their
 * page (which a slice keeps whole), up to KNOWN_TAGS.
 */
const knownTags = new Map<string, StartTag>();

/** `keyKept` when every attribute is kept. */
const ALL_KEPT: ReadonlySet<string> = new Set();

/** How many start tags `knownTags` holds at most (a few hundred bytes each). */
const KNOWN_TAGS = 50_000;

/** A string's own copy: not a slice of a larger one, which it would keep. */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/**
 * The start tag at `at` in `html`, its end just after `end` (the first `>`), as read
 * before; else read now, and kept if its text is the whole tag.
 */
function startTagAt(html: string, at: number, end: number): StartTag | undefined {
  const text = html.slice(at, end + 1);
  const known = knownTags.get(text);
  if (known) return known;
  START_TAG.lastIndex = at;
  const match = START_TAG.exec(html);
  if (!match || START_TAG.lastIndex !== end + 1 || knownTags.size >= KNOWN_TAGS)
    return match ? startTagOf(match) : undefined;
  // Read again in a copy, with what would make a quoted value read past its end: what
  // is kept holds no slice of the page.
  const copy = ownCopy(text);
  START_TAG.lastIndex = 0;
  const own = START_TAG.exec(copy + AFTER_TAG);
  if (!own || START_TAG.lastIndex !== copy.length) return startTagOf(match);
  const tag = startTagOf(own);
  knownTags.set(copy, tag);
  return tag;
}

/** What a tag kept is read with after it: a quote of each kind closes any value still open. */
const AFTER_TAG = `"'>`;

/**
 * Where markup that is no element's tag ends: a comment's, a doctype's, a bogus
 * comment's (`<?…>`, `</ …>`), from `at`, its `<`.
 */
function endOfOther(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    // `<!-->` and `<!--->` are whole (empty) comments.
    if (html.startsWith('>', at + 4)) return at + 5;
    if (html.startsWith('->', at + 4)) return at + 6;
    const end = html.indexOf('-->', at + 4);
    return end < 0 ? html.length : end + 3;
  }
  const end = html.indexOf('>', at + 1);
  return end < 0 ? html.length : end + 1;
}

/**
 * The elements of a page's first screen: all but the children of the sections' column
 * past FIRST_SCREEN_PX of estimated height, each kind once (elements alike in their tag,
 * classes and kept attributes are one). Of their attributes, those `kept` (all, if not
 * given): a sidebar's 2,000 links, which differ only in `href`, are then one element.
 *
 * Only tags matter here, so the page is read as the standard's tokenizer reads its
 * tags, by a scan of them: parse5's tokenizer, character by character (its states for
 * text and character references, which only a tree needs), took 4 times longer, and at
 * 2,000 pages the split reads 250 KB a page. A test compares the two on markup's edge
 * cases.
 */
export function firstScreenElements(
  html: string,
  /** Given the classes of every kind of element of the page that has two or more. */
  onClasses?: (classes: string[]) => void,
  kept?: ReadonlySet<string>,
): ElementFacts[] {
  const elements: ElementFacts[] = [];
  /** Each kind of element met, by its tag, classes and kept attributes. */
  const kinds = new Map<string, { element: ElementFacts; listed: boolean }>();
  /** Tag names of the open elements. */
  const open: string[] = [];
  /** Depth of the sections' column's children, once the first section is met. */
  let columnDepth: number | undefined;
  let height = 0;
  /** Depth below which the children past the first screen are (none: -1). */
  let skipping = -1;
  const onStartTag = (start: StartTag) => {
    const { tag, attributes, classText, style, selfClosing } = start;
    let key = start.keyKept === (kept ?? ALL_KEPT) ? start.key : undefined;
    if (key === undefined) {
      // (Names have no `=`, nor a page's values `\0`.)
      key = tag;
      for (const [name, value] of attributes)
        if (!kept || kept.has(name)) key += '\0' + name + '=' + value;
      if (kept && classText && !kept.has('class')) key += '\0class=' + classText;
      start.key = key;
      start.keyKept = kept ?? ALL_KEPT;
    }
    let kind = kinds.get(key);
    if (!kind) {
      const classes = classText.split(/[\t\n\f\r ]+/).filter(Boolean);
      const facts = new Map(
        kept ? attributes.filter(([name]) => name === 'class' || kept.has(name)) : attributes,
      );
      kind = { element: { tag, classes, attributes: facts }, listed: false };
      kinds.set(key, kind);
      if (classes.length > 1) onClasses?.(classes);
    }
    const depth = open.length;
    const { classes } = kind.element;
    if (columnDepth === undefined && classes.includes(STATIC_SECTION_CLASS)) columnDepth = depth;
    if (depth === columnDepth && skipping < 0) {
      if (height >= FIRST_SCREEN_PX) skipping = depth;
      else height += sectionHeightIn(style) ?? 0;
    }
    if (skipping < 0 && !kind.listed) {
      kind.listed = true;
      elements.push(kind.element);
    }
    if (!VOID.has(tag) && !selfClosing) open.push(tag);
  };
  const onEndTag = (tag: string) => {
    const at = open.lastIndexOf(tag);
    if (at >= 0) open.length = at;
    // Out of the column: the rest of the page is around it.
    if (columnDepth !== undefined && open.length < columnDepth) skipping = -1;
  };
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at)) {
    const next = html.charCodeAt(at + 1);
    if (next === 47 /* / */) {
      END_TAG.lastIndex = at;
      const match = END_TAG.exec(html);
      if (match) {
        onEndTag(match[1]!.toLowerCase());
        at = END_TAG.lastIndex;
      } else at = endOfOther(html, at);
      continue;
    }
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      at = endOfOther(html, at);
      continue;
    }
    const end = html.indexOf('>', at);
    const start = end < 0 ? undefined : startTagAt(html, at, end);
    if (!start) {
      at += 1; // text
      continue;
    }
    onStartTag(start);
    at += start.length;
    if (RAW_TEXT.has(start.tag)) {
      // Its text runs to its end tag (in any case), which the next turn reads.
      const rawEnd = new RegExp(`</${start.tag}[\\t\\n\\f\\r />]`, 'ig');
      rawEnd.lastIndex = at;
      at = rawEnd.exec(html)?.index ?? html.length;
    }
  }
  return elements;
}

/** Whether some element matches each compound of some selector. */
function isNeeded(rule: SheetRule, matchesSome: (compound: Compound) => boolean): boolean {
  return rule.selectors?.some((compounds) => compounds.every(matchesSome)) ?? true;
}

/**
 * Which of the sheet's rules the page's first screen needs, and which may go where they
 * are needed (unordered: no element of the page has two of their classes).
 */
export function firstScreenRules(
  sheet: Stylesheet,
  html: string,
): { needed: boolean[]; unordered: boolean[] } {
  const loneClasses = new Set(sheet.rules.map((r) => r.unorderedClass).filter(Boolean));
  const together = new Set<string>();
  const elements = firstScreenElements(
    html,
    (classes) => {
      const lone = classes.filter((c) => loneClasses.has(c));
      if (lone.length > 1) for (const c of lone) together.add(c);
    },
    sheet.attributes,
  );
  const index = elementIndex(elements);
  const seen = new Map<Compound, boolean>();
  const matchesSome = ({ matches, key }: Compound) => {
    const candidates = key === undefined ? elements : (index.get(key) ?? []);
    return candidates.some(matches);
  };
  const matchesSomeOnce = (compound: Compound) => {
    let found = seen.get(compound);
    if (found === undefined) seen.set(compound, (found = matchesSome(compound)));
    return found;
  };
  const needed = sheet.rules.map((rule) => isNeeded(rule, matchesSomeOnce));
  const animations = new Set(sheet.rules.flatMap((r, i) => (needed[i] ? r.animations : [])));
  sheet.rules.forEach((rule, i) => {
    if (rule.keyframes !== undefined && animations.has(rule.keyframes)) needed[i] = true;
  });
  const unordered = sheet.rules.map(
    (r) => r.unorderedClass !== undefined && !together.has(r.unorderedClass),
  );
  return { needed, unordered };
}

/**
 * The page's styles: inline, the sheet's rules down to the last one its first screen
 * needs (unordered rules only if it needs them for its first paint, wherever they are);
 * the rest deferred.
 */
export function splitForPage(sheet: Stylesheet, html: string): StyleSplit {
  const { needed, unordered } = firstScreenRules(sheet, html);
  const { rules } = sheet;
  const count = rules.findLastIndex((_, i) => needed[i] && !unordered[i]) + 1;
  const inline = rules.map((rule, i) =>
    unordered[i] ? needed[i]! && !rule.paintLater : i < count,
  );
  const key = inline.map(Number).join('');
  let split = sheet.splits.get(key);
  if (!split) {
    const part = (wanted: boolean) =>
      rules
        .filter((_, i) => inline[i] === wanted)
        .map((r) => r.css)
        .join('');
    split = { inline: part(true), deferred: part(false) };
    sheet.splits.set(key, split);
  }
  return split;
}

/**
 * Splits pages' styles (the site's stylesheet, then a page's own) at their first screens,
 * each distinct stylesheet parsed once. A build's render threads each keep one, in their
 * page writer (page-file.ts): the split reads the whole page, ~12 ms of a 250 KB one.
 */
export function styleSplitter(): (styles: readonly string[], body: string) => StyleSplit {
  const sheets = new Map<string, Stylesheet>();
  return (styles, body) => {
    const css = styles.join('');
    let sheet = sheets.get(css);
    if (!sheet) sheets.set(css, (sheet = parseStylesheet(css)));
    // (The page's body in its document: the rules for `html` and `body` apply.)
    return splitForPage(sheet, `<html><body>${body}`);
  };
}
