import { createContext, use, type ComponentType } from 'react';

export type DemoLoader = () => Promise<{ default: ComponentType }>;

/** The current page's demo loaders (its module's `demos` export), in order. */
export const DemoLoaders = createContext<readonly DemoLoader[]>([]);

/** The loader of demo `demo-<n>` of the current page. */
export function useDemoLoader(id: string): DemoLoader | undefined {
  const index = Number(/(\d+)$/.exec(id)?.[1]) - 1;
  return use(DemoLoaders)[index];
}
