import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseAst } from 'vite';
import { REPO_ROOT, THEME_PARTS } from './paths';

/** The parts the build needs by name: the layout, the not-found view, the playground's. */
const NEEDED = ['Layout', 'NotFound', 'playground'] as const;

export type ThemeParts = Record<(typeof NEEDED)[number], string> & Record<string, string>;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** `() => import('./X')`'s './X', or undefined. */
function importedBy(value: Node): string | undefined {
  if (value.type !== 'ArrowFunctionExpression') return undefined;
  const body = value.body as Node;
  const source = body.type === 'ImportExpression' ? (body.source as Node) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** './X' from `file`, as the repository names it (site/src/theme/X.tsx). */
function resolveFrom(file: string, specifier: string): string {
  const base = join(dirname(file), specifier);
  const found = ['.ts', '.tsx'].map((ext) => `${base}${ext}`).find((path) => existsSync(path));
  if (!found) throw new Error(`${THEME_PARTS}: no module ${specifier}`);
  return relative(REPO_ROOT, found).replaceAll('\\', '/');
}

let parts: ThemeParts | undefined;

/**
 * The theme's lazy parts, name → source relative to the repository root, read from the
 * one list of them (`PARTS` in site/src/theme/parts.ts, whose `import()`s make each a
 * chunk of its own): the build keeps them out of the app chunk, and puts the layout's and
 * the not-found view's styles and scripts in the pages that render them.
 */
export function themeParts(): ThemeParts {
  if (parts) return parts;
  const file = join(REPO_ROOT, THEME_PARTS);
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }) as unknown as Node;
  const found: Record<string, string> = {};
  for (const statement of program.body as Node[]) {
    const declaration = statement.declaration as Node | undefined;
    for (const declarator of (declaration?.declarations as Node[] | undefined) ?? []) {
      if ((declarator.id as Node).name !== 'PARTS') continue;
      let object = declarator.init as Node;
      while (object.type !== 'ObjectExpression') object = object.expression as Node;
      for (const property of object.properties as Node[]) {
        const specifier = importedBy(property.value as Node);
        const name = (property.key as Node).name as string;
        if (!specifier) throw new Error(`${THEME_PARTS}: PARTS.${name} is not () => import('…')`);
        found[name] = resolveFrom(file, specifier);
      }
    }
  }
  const missing = NEEDED.filter((name) => !found[name]);
  if (missing.length > 0) throw new Error(`${THEME_PARTS}: PARTS has no ${missing.join(', ')}`);
  parts = found as ThemeParts;
  return parts;
}

/** Whether a module (an absolute path or id) is one of the theme's lazy parts. */
export function isThemePart(id: string): boolean {
  return Object.values(themeParts()).some((source) => id.endsWith(`/${source}`));
}
