import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { PM_TABS_CLASS } from '../../shared/controls';
import { PACKAGE_MANAGERS } from '../../shared/package-manager';
import { convertCommands } from './npm-commands';

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

/** A `<div>`: what an unknown node with children becomes anyway. */
const div = (properties: Record<string, unknown>, children: RootContent[]) =>
  // Stryker disable next-line StringLiteral: without a tag name, the node is a <div> all the same
  element('div', properties, children);

/**
 * ```bash npm2yarn: the npm commands, and the same for yarn, pnpm and bun, as tabs (as
 * Docusaurus's npm2yarn). Plain HTML that works without script: radio buttons pick the
 * panel (styles.css); the reader's choice is remembered by the boot script.
 */
export function remarkPackageManagers() {
  return (tree: Root) => {
    let groups = 0;
    // Stryker disable next-line StringLiteral: visit() takes "" for no test, and only code has a meta
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!node.meta?.split(/\s/).includes('npm2yarn')) return;
      const name = `pm-${++groups}`;
      const tabs = PACKAGE_MANAGERS.map((pm, i) =>
        element('label', { className: ['pm-tab'] }, [
          element('input', { type: 'radio', name, value: pm, checked: i === 0 }),
          // Stryker disable next-line StringLiteral: a node of no known type with a value is text too
          { type: 'text', value: pm },
        ]),
      );
      // Each panel's code keeps the whole meta (its title, its marked lines): Shiki reads
      // no more of it, so `npm2yarn` there is harmless.
      const panels = PACKAGE_MANAGERS.map((pm) =>
        div({ className: ['pm-panel'], dataPm: pm }, [
          { ...node, value: convertCommands(node.value, pm) },
        ]),
      );
      parent!.children[index!] = div({ className: [PM_TABS_CLASS] }, [
        div({ className: ['pm-tabs-bar'], role: 'radiogroup', ariaLabel: 'Package manager' }, tabs),
        ...panels,
      ]);
    });
  };
}
