// `site <build|dev|start>`, run as `tsx site/src/node/cli.ts …`. The site's Node code is
// bundled into one plain module (~0.1 s) and run by a Node process without tsx: tsx's
// module hooks cost each module Node loads (Vite, Rolldown, MDX, Shiki, Babel: over a
// thousand) a round trip to the hooks thread, more than a second per build on 2 cores.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths';
import { bundleTs } from './ts-bundle';

// Inside the repository, so that the bundle's package imports resolve; removed after the run.
const bundle = `${REPO_ROOT}node_modules/.site-cli/main-${process.pid}.mjs`;

async function run(): Promise<number> {
  mkdirSync(`${REPO_ROOT}node_modules/.site-cli`, { recursive: true });
  await bundleTs(fileURLToPath(new URL('./main.ts', import.meta.url)), bundle);
  const child = spawn(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => child.kill(signal));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      done(code ?? 128 + (signal ? constants.signals[signal] : 0)),
    );
  });
}

run()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then((code) => {
    rmSync(bundle, { force: true });
    process.exit(code);
  });
