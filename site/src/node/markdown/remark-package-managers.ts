import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { convertCommands, PACKAGE_MANAGERS } from '../../shared/package-manager';

/** A node that becomes one HTML element (mdast-util-to-hast makes unknown nodes elements). */
function element(
  tagName: string,
  properties: Record<string, unknown>,
  children: RootContent[] = [],
): RootContent {
  return {
    type: 'packageManagerPart',
    children,
    data: { hName: tagName, hProperties: properties },
  } as unknown as RootContent;
}

/**
 * ```bash npm2yarn: the npm commands, and the same for yarn and pnpm, as tabs (as
 * Docusaurus's npm2yarn). Plain HTML that works without script: radio buttons pick the
 * panel (styles.css); the reader's choice is remembered by the boot script.
 */
export function remarkPackageManagers() {
  return (tree: Root) => {
    let groups = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !node.meta?.split(/\s+/).includes('npm2yarn')) return;
      const name = `pm-${++groups}`;
      const meta = node.meta.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim() || null;
      const tabs = PACKAGE_MANAGERS.map((pm, i) =>
        element('label', { className: ['pm-tab'] }, [
          element('input', { type: 'radio', name, value: pm, checked: i === 0 }),
          { type: 'text', value: pm },
        ]),
      );
      const panels = PACKAGE_MANAGERS.map((pm) =>
        element('div', { className: ['pm-panel'], dataPm: pm }, [
          { ...node, meta, value: convertCommands(node.value, pm) },
        ]),
      );
      parent.children[index] = element('div', { className: ['pm-tabs'] }, [
        element(
          'div',
          { className: ['pm-tabs-bar'], role: 'radiogroup', ariaLabel: 'Package manager' },
          tabs,
        ),
        ...panels,
      ]);
    });
  };
}
