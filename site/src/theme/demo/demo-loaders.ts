import { createContext, use, type ComponentType } from 'react';

export type DemoLoader = () => Promise<{ default: ComponentType }>;

/** The current page's demo loaders (its module's `demos` export), in order. */
export const DemoLoaders = createContext<readonly DemoLoader[]>([]);

/** The loader of the current page's demo number `index` (0-based). */
export function useDemoLoader(index: number): DemoLoader | undefined {
  return use(DemoLoaders)[index];
}
