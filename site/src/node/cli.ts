// `site <build|dev|start>`, run as `tsx site/src/node/cli.ts …`. The site's Node code is
// bundled into plain modules (~0.1 s) and run by a Node process without tsx: tsx's
// module hooks cost each module Node loads (Vite, Rolldown, MDX, Shiki, Babel: over a
// thousand) a round trip to the hooks thread, more than a second per build on 2 cores.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { HIGHLIGHT_WORKER_ENV, REPO_ROOT } from './paths';
import { bundleTs } from './ts-bundle';

// Inside the repository, so that the bundle's package imports resolve; removed after the run.
const outdir = `${REPO_ROOT}node_modules/.site-cli/${process.pid}`;
const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function run(): Promise<number> {
  // The highlighting worker too, so that a build can start it at once.
  await bundleTs([source('./main.ts'), source('./highlight-worker.ts')], { outdir });
  const child = spawn(process.execPath, [`${outdir}/main.mjs`, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [HIGHLIGHT_WORKER_ENV]: `${outdir}/highlight-worker.mjs` },
  });
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
    rmSync(outdir, { recursive: true, force: true });
    process.exit(code);
  });
