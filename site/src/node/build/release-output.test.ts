// @vitest-environment node
import type { Rollup } from 'vite';
import { expect, it } from 'vitest';
import { releaseOutput } from './release-output';

/** A hook of the plugin, called as Vite calls it for the environment named `name`. */
function hook(name: string, fn: unknown) {
  return (...args: unknown[]) =>
    (fn as (...a: unknown[]) => void).call({ environment: { name } }, ...args);
}

it("drops each chunk's rendered modules from Vite's metadata once its bundle closes", () => {
  const plugin = releaseOutput();
  const chunk = (modules: unknown) =>
    ({
      type: 'chunk',
      viteMetadata: { importedCss: new Set(['a.css']), __modules: modules },
    }) as unknown as Rollup.OutputChunk;
  const client = {
    'a.js': chunk({ a: 1 }),
    'b.css': { type: 'asset' },
  } as unknown as Rollup.OutputBundle;
  const ssr = { 'c.js': chunk({ c: 1 }) } as Rollup.OutputBundle;
  hook('client', plugin.writeBundle)({}, client);
  hook('ssr', plugin.writeBundle)({}, ssr);
  hook('client', plugin.closeBundle)();
  const metadata = (bundle: Rollup.OutputBundle, file: string) =>
    (bundle[file] as Rollup.OutputChunk).viteMetadata as unknown as Record<string, unknown>;
  expect(metadata(client, 'a.js')).toEqual({ importedCss: new Set(['a.css']) });
  // The other environment's bundle, not yet closed, keeps them.
  expect(metadata(ssr, 'c.js').__modules).toEqual({ c: 1 });
  hook('ssr', plugin.closeBundle)();
  expect(metadata(ssr, 'c.js')).not.toHaveProperty('__modules');
});
