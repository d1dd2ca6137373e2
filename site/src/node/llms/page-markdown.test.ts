// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { pageMarkdown } from './page-markdown';

const PAGE = `${REPO_ROOT}docs/v1/readme.md`;

describe('pageMarkdown', () => {
  it('drops the frontmatter and [[toc]], keeps the rest as written', () => {
    const md =
      '---\ntitle: T\n---\n\n# Title\n\n[[toc]]\n\nText *as* written.\n\n::: tip Hi\nx\n:::\n';
    expect(pageMarkdown(md, PAGE)).toBe('# Title\n\nText *as* written.\n\n::: tip Hi\nx\n:::\n');
  });

  it('writes each demo as its code: markup as jsx, a module and its styles as fences', () => {
    const md = [
      '# T',
      '',
      '::: demo {"minHeight": 0}',
      '<b>x</b>',
      ':::',
      '',
      '::: tip',
      '::: demo',
      '```tsx',
      'export default () => <i/>;',
      '```',
      '```css',
      'i { color: red; }',
      '```',
      ':::',
      ':::',
      '',
      'After.',
    ].join('\n');
    expect(pageMarkdown(md, PAGE)).toBe(
      [
        '# T',
        '',
        '```jsx',
        '<b>x</b>',
        '```',
        '',
        '::: tip',
        '```tsx',
        'export default () => <i/>;',
        '```',
        '',
        '```css',
        'i { color: red; }',
        '```',
        ':::',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('writes the [[api]] section as the Markdown table it generates, a level below', () => {
    const out = pageMarkdown(
      '# T\n\n## API\n\n[[api ../../packages/lazy-load/src/LazyLoad.ts]]\n',
      PAGE,
    );
    expect(out).toContain('## API\n\n### LazyLoad');
    expect(out).toContain('| Prop | Type | Default | Required | Description |');
    expect(out).toContain("| `rootMargin` | `string` | `'0px 0px 0px 0px'` | no |");
    expect(out).not.toContain('[[api');
  });

  it('leaves code alone: a [[toc]] or a demo in a fence is code', () => {
    const md = '# T\n\n```md\n[[toc]]\n\n::: demo\n<b/>\n:::\n```\n';
    expect(pageMarkdown(md, PAGE)).toBe(md);
  });
});
