import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parse } from 'yaml';
import { SiteBuildError } from '../errors';

/** A page's frontmatter (YAML between `---` lines, from `line`), or why it is not a mapping. */
export function frontmatterOf(yaml: string, file: string, line?: number): Record<string, unknown> {
  try {
    const data: unknown = parse(yaml) ?? {};
    if (typeof data !== 'object' || Array.isArray(data)) throw new Error('not a mapping');
    return data as Record<string, unknown>;
  } catch (error) {
    throw new SiteBuildError(
      file,
      line,
      'frontmatter is a YAML mapping',
      `invalid frontmatter: ${(error as Error).message}`,
    );
  }
}

/** Parses the YAML frontmatter into `file.data.meta.frontmatter`. */
export function remarkFrontmatterData() {
  return (tree: Root, file: VFile) => {
    const node = tree.children[0];
    if (node?.type !== 'yaml') return;
    try {
      file.data.meta!.frontmatter = frontmatterOf(node.value, file.path, node.position?.start.line);
    } catch (error) {
      file.data.problems!.push(error as SiteBuildError);
    }
  };
}
