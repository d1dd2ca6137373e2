import type { PartName } from '../shared/parts';
import { loadPart } from './lazy-part';

/**
 * How each part of shared/parts.ts loads: an import the bundler sees (its own chunk).
 * `satisfies` holds the two lists equal: a part without a loader, or a loader without a
 * part, does not compile.
 */
const LOADERS = {
  Layout: () => import('../theme/Layout'),
  NotFound: () => import('../theme/NotFound'),
  DemoEditor: () => import('../theme/demo/live/DemoEditor'),
  compile: () => import('../theme/demo/live/compile'),
  DemoFrame: () => import('../theme/demo/live/DemoFrame'),
  playground: () => import('../theme/demo/playground-fields'),
} satisfies Record<PartName, () => Promise<{ default: unknown }>>;

type Loaders = typeof LOADERS;

/** Loads a part by its name, with `loadPart`'s time limit and error reporting. */
export function loadNamedPart<Name extends PartName>(name: Name): ReturnType<Loaders[Name]> {
  const load = LOADERS[name] as () => Promise<{ default: unknown }>;
  return loadPart(name, load) as ReturnType<Loaders[Name]>;
}
