import type { Code, Root } from 'mdast';
import type { Expression, Program } from 'estree';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { VFile } from 'vfile';
import { demoId, type DemoOptions, type DemoProps } from '../../shared/demo/demo';
import { demoModule } from '../../shared/demo/demo-module';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { compileDemo } from './compile';
import { replaceDemoContainers } from './containers';
import { demoOptions } from './options';
import type { PackageSource } from '../documented-packages';

/** A demo as the page's module needs it: its block's props, and its own modules. */
export interface CompiledDemo {
  props: DemoProps;
  /** The line of its `::: demo` in the page. */
  line: number;
  /** The path its module is imported by (it exists only in the build). */
  moduleId: string;
  /** The module: the demo's code as an ES module. */
  module: string;
  /** Its styles, imported by the page so they arrive with the prerendered HTML. */
  cssId?: string;
  css: string;
}

declare module 'vfile' {
  interface DataMap {
    /** The page's demos, in order (set by `remarkDemos`). */
    demos: CompiledDemo[];
  }
}

/** `/docs/v1/readme.md`, 1 → `/docs/v1/readme.demo-2` (a module id that exists only in the build). */
export function demoModuleBase(pagePath: string, index: number): string {
  return `${pagePath.replace(/\.md$/i, '')}.${demoId(index)}`;
}

/** The module-level array that holds every demo's props (built once, never re-made). */
const PROPS = 'demoProps';

/**
 * A program of `body`, as MDX nodes carry their code. MDX compiles and prints the estree
 * alone: the source text and some types beside it only describe the nodes.
 */
function program(body: Program['body']): Program {
  // Stryker disable next-line StringLiteral: MDX reads only the body
  return { type: 'Program', sourceType: 'module', body };
}

/**
 * `const demoProps = [{…}, …]` at the top of the page's module: each block gets typed
 * values, the same object on every render.
 */
function propsDeclaration(props: DemoProps[]): MdxjsEsm {
  const declaration: Program['body'][number] = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        // Stryker disable next-line StringLiteral: printed as part of the declaration, whatever its type
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name: PROPS },
        init: valueToEstree(props),
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    // Stryker disable next-line StringLiteral: source text, not read
    value: '',
    data: { estree: program([declaration]) },
  };
}

/** `props={demoProps[index]}`. */
function propsAttribute(index: number): MdxJsxFlowElement['attributes'][number] {
  const expression: Expression = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: PROPS },
    property: { type: 'Literal', value: index },
    computed: true,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'props',
    value: {
      // Stryker disable StringLiteral: an object value is an expression; its source text is not read
      type: 'mdxJsxAttributeValueExpression',
      value: `${PROPS}[${index}]`,
      // Stryker restore StringLiteral
      data: { estree: program([{ type: 'ExpressionStatement', expression }]) },
    },
  };
}

/**
 * `::: demo` containers become `<DemoBlock props={…}>` elements whose children are the
 * demo's code (highlighted later with the page's other code); each demo is compiled
 * and checked, and recorded in `file.data.demos` for the page's module. Every mistake
 * of every demo goes to `file.data.problems`.
 */
export function remarkDemos(options: {
  defaults: DemoOptions;
  packages: readonly PackageSource[];
}) {
  return async (tree: Root, file: VFile) => {
    const problems = file.data.problems!;
    const blocks: MdxJsxFlowElement[] = [];
    const containers = replaceDemoContainers(
      tree,
      file,
      (container, node) => {
        const code: Code[] = [{ type: 'code', lang: container.language, value: container.source }];
        if (container.css) code.push({ type: 'code', lang: 'css', value: container.css });
        const block: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'DemoBlock',
          // Stryker disable next-line ArrayDeclaration: set below for each demo that compiles (a page with one that does not fails)
          attributes: [],
          children: code,
          // Stryker disable next-line ObjectLiteral: no later step reads it; kept, as every node has its place
          position: node.position,
        };
        blocks.push(block);
        return block;
      },
      problems,
    );
    const compiled = await Promise.all(
      containers.map((container) =>
        compileDemo(container, file.path, options.packages).catch((error: unknown) => {
          if (error instanceof SiteBuildErrors) problems.push(...error.errors);
          else if (error instanceof SiteBuildError) problems.push(error);
          else throw error;
          return undefined;
        }),
      ),
    );
    file.data.demos = [];
    for (const [i, container] of containers.entries()) {
      const at = { file: file.path, line: container.line };
      const demoOptionsOf = demoOptions(container.optionsText, options.defaults, at, problems);
      const code = compiled[i];
      if (!code) continue;
      const props: DemoProps = { index: container.index, ...demoOptionsOf, ...code };
      blocks[i]!.attributes = [propsAttribute(file.data.demos.length)];
      const base = demoModuleBase(file.path, container.index);
      file.data.demos.push({
        props,
        line: container.line,
        moduleId: `${base}.${code.language}`,
        cssId: code.css ? `${base}.css` : undefined,
        module: demoModule(code, options.packages),
        css: code.css,
      });
    }
    if (!file.data.demos.length) return;
    file.data.meta!.components.push('DemoBlock');
    tree.children.push(propsDeclaration(file.data.demos.map((d) => d.props)));
  };
}
