import type { Plugin } from 'vite';
import { APP_START, BOOT_ENTRY, THEME_ENTRY } from './paths';
import { isThemePart, themeParts } from './theme-parts';
import { RESOLVED_SIDEBAR_ID } from './virtual-modules';
import { SITE_PLUGIN_NAME } from './vite-plugin';

/** The modules of the client's chunk groups, read from its module graph (`chunkPlan`). */
export interface ChunkPlan {
  boot: Set<string>;
  app: Set<string>;
  playground: Set<string>;
}

/**
 * Which module goes in which chunk group, read from the client's module graph once it is
 * complete (before the chunks are made), so that no file is named to pick its chunk and
 * a renamed one cannot move silently:
 * - boot: the boot script and every module it imports (a module it comes to import joins
 *   it, and leaves the app chunk), and Vite's preload helper, which the app imports from
 *   it, as it does the ids and constants they share;
 * - app: what the app's start (site/src/runtime/start.tsx) and the theme's entry
 *   (site/src/theme/index.ts) import, and what those import, statically or on demand,
 *   less the boot chunk and the theme's lazy parts (theme-parts.ts): the framework, the
 *   runtime, and the theme pieces its views share. Nothing in
 *   it depends on the content (the site's data and pages are the site chunk's), so a
 *   content edit leaves its name, and every chunk importing it, unchanged;
 * - playground: what the playground part imports beyond those two (what opens a demo in
 *   a playground, fetched when a demo block nears the viewport; the live editor's
 *   compile part takes its demo module code from there).
 * Everything else is Rolldown's to place: each lazy part, page, demo and component in a
 * chunk of its own, and what several of them share.
 */
export function chunkPlan(): { plugin: Plugin; plan: ChunkPlan } {
  const plan: ChunkPlan = { boot: new Set(), app: new Set(), playground: new Set() };
  return {
    plan,
    plugin: {
      name: `${SITE_PLUGIN_NAME}:chunk-plan`,
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        /** `from`'s modules and all they import (as `follow` says), up to `stop`. */
        const closure = (
          from: string[],
          follow: (id: string) => readonly string[],
          stop: (id: string) => boolean,
        ) => {
          const found = new Set<string>();
          const pending = [...from];
          for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
            if (found.has(id) || stop(id)) continue;
            found.add(id);
            pending.push(...follow(id));
          }
          return found;
        };
        const statically = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const entry = (file: string) => ids.filter((id) => id.endsWith(file));
        plan.boot = closure(entry(BOOT_ENTRY), statically, () => false);
        for (const id of ids) if (id.includes('vite/preload-helper')) plan.boot.add(id);
        plan.app = closure(
          [...entry(APP_START), ...entry(THEME_ENTRY)],
          (id) => [
            ...statically(id),
            ...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
              (imported) => !isThemePart(imported),
            ),
          ],
          (id) => plan.boot.has(id),
        );
        plan.playground = closure(
          entry(themeParts().playground),
          statically,
          (id) => plan.boot.has(id) || plan.app.has(id),
        );
      },
    },
  };
}

/**
 * Chunks, and hashed file names under assets/, at the original site's chunk URLs:
 * assets/js/<name>.<hash>.js. Which module goes in which group: `chunkPlan`.
 */
export const clientOutput = (plan: ChunkPlan) => {
  // Asked before the graph is read, every module would go elsewhere, and the boot script
  // would import the app.
  const read = (group: keyof ChunkPlan) => (id: string) => {
    if (plan.boot.size === 0) throw new Error('A chunk was asked for before the graph was read');
    return plan[group].has(id);
  };
  return {
    codeSplitting: {
      // The boot script stays out of the others: it must be tiny, and load the app only when needed.
      groups: [
        {
          name: 'playground',
          test: read('playground'),
          includeDependenciesRecursively: false,
        },
        { name: 'boot', test: read('boot'), includeDependenciesRecursively: false },
        { name: 'app', test: read('app'), includeDependenciesRecursively: false },
        // (Named: Rolldown would name a virtual module's chunk `_virtual_…`.)
        { name: 'sidebar', test: (id: string) => id === RESOLVED_SIDEBAR_ID },
      ],
    },
    entryFileNames: 'assets/js/[name].[hash].js',
    chunkFileNames: 'assets/js/[name].[hash].js',
    assetFileNames: (asset: { names: string[] }) =>
      asset.names.some((n) => n.endsWith('.css'))
        ? 'assets/css/[name].[hash][extname]'
        : 'assets/[name].[hash][extname]',
  };
};
