// The worker of `highlight-ahead.ts`: highlights every code block of the docs folder,
// as a page compile would (same options, same rehype-shiki), and sends the fragments.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import type { Code } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { getSingletonHighlighter } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { DEMO_DEFAULTS } from './config-schema';
import type { Highlighted } from './highlight-ahead';
import { extractDemos } from './markdown/demo-containers';
import { CODE_THEMES, highlightClasses, shikiOptions } from './markdown/shiki-options';

/** The pages: `*.md` below `dir`, but not in `public/` or dot folders (as `pages.ts`). */
async function markdownFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (!entry.isDirectory()) return entry.name.endsWith('.md') ? [path] : [];
      if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
      return dir === root && entry.name === 'public' ? [] : markdownFiles(path, root);
    }),
  );
  return found.flat();
}

/** A code block as remark-rehype makes it (mdast-util-to-hast's `code` handler). */
function pre(lang: string | null | undefined, meta: string | null | undefined, value: string) {
  const language = lang ? lang.split(/\s+/) : [];
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: language.length ? { className: [`language-${language[0]}`] } : {},
    children: [{ type: 'text', value: value ? `${value}\n` : '' }],
    ...(meta ? { data: { meta } } : {}),
  };
  return { type: 'element', tagName: 'pre', properties: {}, children: [code] } as Element;
}

/** The code blocks of a page: its fences and indented code, and its demos' code. */
function blocksOf(source: string, file: string): Element[] {
  const { markdown, demos } = extractDemos(source, file, DEMO_DEFAULTS);
  const blocks: Element[] = [];
  const tree = unified().use(remarkParse).use(remarkFrontmatter).parse(markdown);
  visit(tree, 'code', (node: Code) => void blocks.push(pre(node.lang, node.meta, node.value)));
  for (const demo of demos) {
    blocks.push(pre(demo.language, undefined, demo.source));
    if (demo.css) blocks.push(pre('css', undefined, demo.css));
  }
  return blocks;
}

async function highlightAll(docsDir: string): Promise<Highlighted> {
  const blocks: Element[] = [];
  for (const file of await markdownFiles(docsDir)) {
    try {
      blocks.push(...blocksOf(await readFile(file, 'utf8'), file));
    } catch {
      // A page with a mistake: its compile reports it.
    }
  }
  const fragments = new Map<string, Root>();
  const transform = (rehypeShiki as unknown as (o: RehypeShikiOptions) => (tree: Root) => unknown)({
    ...shikiOptions,
    cache: fragments,
  });
  await transform({ type: 'root', children: blocks });
  const themes = Object.values(CODE_THEMES);
  const highlighter = await getSingletonHighlighter({ themes, langs: shikiOptions.langs });
  return {
    languages: highlighter.getLoadedLanguages(),
    fragments: [...fragments],
    classes: [...highlightClasses.getClassRegistry()],
  };
}

parentPort!.postMessage(await highlightAll((workerData as { docsDir: string }).docsDir));
