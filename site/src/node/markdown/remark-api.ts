import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';
import { componentDocs, type ComponentDoc } from './component-docs';

/** `[[api path/to/Component.ts]]`, alone in its paragraph. */
export const API_MARKER = /^\[\[api\s+(\S+)\]\]$/;

/** `|` would end a table cell; newlines too. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The Markdown of one component's API: heading, description, props table. */
export function apiMarkdown(doc: ComponentDoc, depth: number, version?: string): string {
  const hashes = '#'.repeat(depth);
  const badge = version ? ` <Badge text="v${version}" type="tip"/>` : '';
  const rows = doc.props.map((p) => {
    const since = p.since ? ` <Badge text="since ${p.since}" type="warning"/>` : '';
    return `| \`${p.name}\`${since} | \`${cell(p.type)}\` | ${p.defaultValue ? `\`${cell(p.defaultValue)}\`` : '—'} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`;
  });
  return [
    `${hashes} ${doc.name}${badge}`,
    '',
    doc.description,
    '',
    '| Prop | Type | Default | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    doc.htmlAttributes
      ? 'Every other prop — `className`, `style`, `id`, `aria-*`, event handlers… — is passed to the wrapper element, and a `ref` reaches it too.'
      : '',
  ].join('\n');
}

/** The version of the package a module belongs to (its nearest package.json). */
function versionNear(file: string): string | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const pkg = resolve(dir, 'package.json');
    if (existsSync(pkg))
      return (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version;
  }
  return undefined;
}

/**
 * The API of the components `module` exports, its headings one level below `depth`
 * (the heading above the marker's); none if it exports no component.
 */
export function apiSectionMarkdown(module: string, depth: number): string | undefined {
  const docs = componentDocs(module);
  if (!docs.length) return undefined;
  const version = versionNear(module);
  return docs.map((doc) => apiMarkdown(doc, Math.min(depth + 1, 6), version)).join('\n\n');
}

/**
 * Marks a generated table for its styles, and labels each cell with its column, so
 * that narrow screens can show a row as a card. Explicit roles keep it a table for
 * assistive technology whatever the CSS display.
 */
function labelTable(table: Table): void {
  table.data = { hProperties: { className: ['api-table'], role: 'table' } };
  const [head, ...rows] = table.children;
  const labels = head?.children.map((cell) => toString(cell)) ?? [];
  head?.children.forEach((cell) => (cell.data = { hProperties: { role: 'columnheader' } }));
  if (head) head.data = { hProperties: { role: 'row' } };
  for (const row of rows) {
    row.data = { hProperties: { role: 'row' } };
    row.children.forEach(
      (cell, i) => (cell.data = { hProperties: { role: 'cell', dataLabel: labels[i] } }),
    );
  }
}

/**
 * `[[api path/to/Component.ts]]` (relative to the page) becomes the API of the
 * components that module exports, generated from their types and TSDoc: the
 * section can never go stale. Inserted as Markdown nodes, so later lines keep
 * their numbers. Records the module as a dependency of the page.
 */
export function remarkApi() {
  return (tree: Root, file: VFile) => {
    const parser = unified().use(remarkParse).use(remarkGfm);
    let depth = 2;
    tree.children = tree.children.flatMap((node): RootContent[] => {
      if (node.type === 'heading') depth = node.depth;
      if (node.type !== 'paragraph') return [node];
      const match = API_MARKER.exec(toString(node).trim());
      if (!match) return [node];
      const line = node.position?.start.line;
      const target = resolve(dirname(file.path), match[1]!);
      const problem = (rule: string, detail: string) => {
        file.data.problems!.push(new SiteBuildError(file.path, line, rule, detail));
        return [];
      };
      if (!existsSync(target))
        return problem('[[api]] names a module next to the page', `no file ${match[1]}`);
      const markdown = apiSectionMarkdown(target, depth);
      if (markdown === undefined)
        return problem(
          '[[api]] names a module that exports components',
          `no component in ${match[1]}`,
        );
      file.data.meta!.dependencies.push(target);
      const nodes = parser.parse(markdown).children;
      for (const n of nodes) if (n.type === 'table') labelTable(n);
      return nodes;
    });
  };
}
