import type { Html, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';

const OPEN = /^<([A-Z][A-Za-z0-9]*)((?:\s+[a-zA-Z][\w-]*(?:="[^"]*")?)*)\s*(\/?)>$/;
const CLOSE = /^<\/([A-Z][A-Za-z0-9]*)\s*>$/;
const ATTRIBUTE = /([a-zA-Z][\w-]*)(?:="([^"]*)")?/g;

function attributesOf(source: string): MdxJsxAttribute[] {
  return [...source.matchAll(ATTRIBUTE)].map(([, name, value]) => ({
    type: 'mdxJsxAttribute',
    name: name!,
    value: value ?? null,
  }));
}

/**
 * Turns PascalCase tags written in Markdown (`<Badge text="new"/>`, or
 * `<Badge type="tip">text</Badge>` within a paragraph) into React components.
 * Lowercase HTML is left to the HTML pass; a component that is not one of `components`
 * (the site's own and those the config registers) fails the build.
 */
export function remarkComponents({ components }: { components: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (parent) => {
      if (!('children' in parent)) return;
      const node = parent as Parent;
      const out: RootContent[] = [];
      for (let i = 0; i < node.children.length; i++) {
        const child = node.children[i]!;
        const open = child.type === 'html' ? OPEN.exec((child as Html).value.trim()) : null;
        if (!open) {
          out.push(child);
          continue;
        }
        const [, name, attrs, selfClosing] = open;
        const line = child.position?.start.line;
        if (!components.includes(name!)) {
          file.data.problems!.push(
            new SiteBuildError(
              file.path,
              line,
              `components in Markdown are ${components.join(', ')} (config field "components" registers more)`,
              `unknown component <${name}>`,
            ),
          );
          continue;
        }
        const used = file.data.meta!.components;
        if (!used.includes(name!)) used.push(name!);
        const inline = node.type === 'paragraph' || node.type === 'heading';
        const element = {
          type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
          name: name!,
          attributes: attributesOf(attrs ?? ''),
          children: [],
          position: child.position,
        } as MdxJsxTextElement | MdxJsxFlowElement;
        if (!selfClosing) {
          const end = node.children.findIndex(
            (c, j) =>
              j > i && c.type === 'html' && CLOSE.exec((c as Html).value.trim())?.[1] === name,
          );
          if (end === -1) {
            file.data.problems!.push(
              new SiteBuildError(
                file.path,
                line,
                'a component tag is closed',
                `<${name}> is never closed`,
              ),
            );
            continue;
          }
          element.children = node.children.slice(i + 1, end) as typeof element.children;
          i = end;
        }
        out.push(element as RootContent);
      }
      node.children = out;
    });
  };
}
