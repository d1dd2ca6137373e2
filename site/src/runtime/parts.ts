import type { PartName } from '../shared/parts';
import { PART_LOADERS } from '../theme/index';
import { loadPart } from './lazy-part';

type Loaders = typeof PART_LOADERS;

/** Loads a part by its name, with `loadPart`'s time limit and error reporting. */
export function loadNamedPart<Name extends PartName>(name: Name): ReturnType<Loaders[Name]> {
  const load = PART_LOADERS[name] as () => Promise<{ default: unknown }>;
  return loadPart(name, load) as ReturnType<Loaders[Name]>;
}
