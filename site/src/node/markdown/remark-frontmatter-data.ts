import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parse } from 'yaml';
import { SiteBuildError } from '../errors';

/** Parses the YAML frontmatter into `file.data.meta.frontmatter`. */
export function remarkFrontmatterData() {
  return (tree: Root, file: VFile) => {
    const node = tree.children[0];
    if (node?.type !== 'yaml') return;
    try {
      const data: unknown = parse(node.value) ?? {};
      if (typeof data !== 'object' || Array.isArray(data)) throw new Error('not a mapping');
      file.data.meta!.frontmatter = data as Record<string, unknown>;
    } catch (error) {
      file.data.problems!.push(
        new SiteBuildError(
          file.path,
          node.position?.start.line,
          'frontmatter is a YAML mapping',
          `invalid frontmatter: ${(error as Error).message}`,
        ),
      );
    }
  };
}
