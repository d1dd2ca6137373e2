import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ColorSchemeSelect } from './ColorSchemeSelect';

// The storage key is a promise to readers: renamed, every reader's pick is forgotten.
const KEY = 'lazy-load-docs:color-scheme';

afterEach(() => localStorage.clear());

it('offers System, Light and Dark, System first', () => {
  render(<ColorSchemeSelect />);
  const select = screen.getByRole('combobox', { name: 'Color scheme' });
  expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
    ['system', 'System'],
    ['light', 'Light'],
    ['dark', 'Dark'],
  ]);
  expect(select).toHaveProperty('value', 'system');
});

it("shows the reader's remembered pick once mounted", () => {
  localStorage.setItem(KEY, 'dark');
  render(<ColorSchemeSelect />);
  expect(screen.getByRole('combobox', { name: 'Color scheme' })).toHaveProperty('value', 'dark');
});
