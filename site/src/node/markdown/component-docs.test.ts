// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentDocs } from './component-docs';

/** A module of three components: documented props, no props, and no name. */
const SOURCE = `import type { HTMLAttributes } from 'react';

export interface BoxProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Pixels    around
   *   the viewport.
   *
   * @default 0
   *   @since   1.2
   */
  offset?: number;
  /**
   * Called
   * once.
   */
  onShow: () => void;
  /**
   * The element.
   * @default 'div'
   */
  as?: 'div' | 'span';
  plain?: string;
}

/**
 * A box.
 *
 * @public
 */
export function Box({ offset = 10, untyped = 5, ...rest }: BoxProps) {
  return <div {...rest} />;
}

export const Plain = () => <p />;

export default () => <span />;
`;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'component-docs-'));
  await writeFile(join(dir, 'Box.tsx'), SOURCE);
  await writeFile(join(dir, 'none.ts'), 'export const answer = 42;\n');
  await writeFile(join(dir, 'broken.tsx'), 'export const Broken = () => <p>;\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('componentDocs', () => {
  it('documents every exported component, its props from the types and TSDoc tags', () => {
    expect(componentDocs(join(dir, 'Box.tsx'))).toEqual([
      {
        name: 'Box',
        // The text without its tags; lines joined, indentation and blank lines collapsed.
        description: 'A box.',
        // It extends HTMLAttributes: the rest go to the element.
        htmlAttributes: true,
        props: [
          {
            name: 'offset',
            type: 'number',
            // The default in the code wins over the @default tag.
            defaultValue: '10',
            required: false,
            description: 'Pixels around the viewport.',
            since: '1.2',
          },
          {
            name: 'onShow',
            type: '() => void',
            defaultValue: undefined,
            required: true,
            description: 'Called once.',
            since: undefined,
          },
          {
            name: 'as',
            type: "'div' | 'span'",
            defaultValue: "'div'",
            required: false,
            description: 'The element.',
            since: undefined,
          },
          {
            name: 'plain',
            type: 'string',
            defaultValue: undefined,
            required: false,
            description: '',
            since: undefined,
          },
          // Only in the destructuring: no type, no TSDoc.
          {
            name: 'untyped',
            type: 'unknown',
            defaultValue: '5',
            required: false,
            description: '',
            since: undefined,
          },
        ],
      },
      { name: 'Plain', description: '', htmlAttributes: false, props: [] },
      { name: 'Component', description: '', htmlAttributes: false, props: [] },
    ]);
  });

  it('finds nothing in a module without components, and fails on one that does not parse', () => {
    expect(componentDocs(join(dir, 'none.ts'))).toEqual([]);
    expect(() => componentDocs(join(dir, 'broken.tsx'))).toThrow(SyntaxError);
  });
});
