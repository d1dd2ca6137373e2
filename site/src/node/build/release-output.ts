import type { Plugin, Rollup } from 'vite';
import { SITE_PLUGIN_NAME } from '../site-plugin-name';

/** Vite's metadata of a chunk, with the part it keeps beyond its types. */
interface HeldMetadata {
  /** The chunk's rendered modules, whose code Rolldown holds natively. */
  __modules?: unknown;
}

/**
 * Lets each environment's build output go once it is written. Vite keeps every chunk's
 * metadata (`viteMetadata`) in a map that Rolldown's binding still reaches after the bundle
 * is closed (from a callback it holds for good); the metadata holds the chunk's rendered
 * modules, and they hold their code in Rolldown's own memory. At 2,000 pages that was
 * ~0.5 GB more through every later stage (measured: bench/scale/stages.ts). Dropping the
 * modules from the metadata when the bundle closes frees them; nothing reads them later.
 */
export function releaseOutput(): Plugin {
  /** Each environment's bundle, written and not yet closed. */
  const written = new Map<string, Rollup.OutputBundle>();
  return {
    name: `${SITE_PLUGIN_NAME}:release-output`,
    writeBundle(_, bundle) {
      written.set(this.environment.name, bundle);
    },
    closeBundle() {
      const bundle = written.get(this.environment.name);
      written.delete(this.environment.name);
      for (const file of Object.values(bundle ?? {})) {
        const metadata = file.type === 'chunk' ? (file.viteMetadata as HeldMetadata) : undefined;
        if (metadata) delete metadata.__modules;
      }
    },
  };
}
