import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { hotViews } from './hot-pages';

it("hotViews: a layout's re-render leaves a view alone while its props are the same", () => {
  const rendered: string[][] = [];
  const Sidebar = ({ items }: { items: string[] }) => {
    rendered.push(items);
    return <nav>{items.join(', ')}</nav>;
  };
  const views = { default: Sidebar, Search: undefined };
  // The same views give the same wrapped ones: a layout's every render gets them.
  const stable = hotViews(views);
  expect(hotViews(views)).toBe(stable);
  expect(stable.Search).toBeUndefined();
  const View = stable.default;

  const items = ['Install', 'Usage'];
  const { rerender, container } = render(<View items={items} />);
  rerender(<View items={items} />);
  expect(rendered).toEqual([items]);
  // New items (a title saved, a page added) render again.
  const next = ['Installing it', 'Usage'];
  rerender(<View items={next} />);
  expect(rendered).toEqual([items, next]);
  expect(container.textContent).toBe('Installing it, Usage');
});
