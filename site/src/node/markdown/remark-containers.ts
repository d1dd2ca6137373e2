import type { Paragraph, Root, Text } from 'mdast';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { directiveSyntax, type ContainerOpening } from './container-syntax';

declare module 'vfile' {
  interface DataMap {
    /** Each `:::` container's opening line (1-based) and what it said after the name. */
    containerOpenings: ReadonlyMap<number, ContainerOpening>;
  }
}

/**
 * `:::` containers, parsed by remark-directive into `containerDirective` nodes that
 * `remarkDemos` and `remarkAdmonitions` turn into demos and notes. The page is first
 * rewritten from the authors' syntax into the directive's, line for line
 * (`container-syntax.ts`); the file's text becomes the rewritten one, which the nodes'
 * offsets point into. The directive's other two forms, `:name` in text and `::name` on
 * a line, are no syntax of this site: they go back to the text they were written as, so
 * that "note:this" reads as before.
 */
export function remarkContainers(this: Processor) {
  remarkDirective.call(this);
  const parse = this.parser!;
  this.parser = (document: string, file: VFile) => {
    const { text, openings, problems } = directiveSyntax(document, file.path);
    file.value = text;
    file.data.containerOpenings = openings;
    file.data.problems!.push(...problems);
    return parse(text, file);
  };
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const written = (node: { position?: Root['position'] }): Text => ({
      type: 'text',
      value: source.slice(node.position!.start.offset, node.position!.end.offset),
    });
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective') {
        parent!.children[index!] = written(node);
        return SKIP;
      }
      if (node.type === 'leafDirective') {
        const line: Paragraph = { type: 'paragraph', children: [written(node)] };
        parent!.children[index!] = line;
        return SKIP;
      }
      return undefined;
    });
  };
}
