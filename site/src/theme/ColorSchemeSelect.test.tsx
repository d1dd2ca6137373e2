import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ColorSchemeSelect } from './ColorSchemeSelect';

// The storage key is a promise to readers: renamed, every reader's pick is forgotten. The
// docs name their prefix (docs/site.config.ts, storagePrefix); the page carries it.
const KEY = 'lazy-load-docs:color-scheme';

beforeEach(() => document.documentElement.setAttribute('data-storage-prefix', 'lazy-load-docs'));
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-storage-prefix');
});

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

it('hydrating, takes the pick made before (the server rendered System), without a warning', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ColorSchemeSelect />);
  document.body.append(container);
  // The reader picks Dark before the app hydrates: the boot script stores it.
  localStorage.setItem(KEY, 'dark');
  container.querySelector('select')!.value = 'dark';
  const problems = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <ColorSchemeSelect />);
  });
  expect(container.querySelector('select')!.value).toBe('dark');
  expect(problems).not.toHaveBeenCalled();
  container.remove();
});
