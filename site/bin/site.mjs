#!/usr/bin/env node
// @ts-check
// `site <build|dev|start> [options]`: the site's command line. It runs the site's Node
// code from a bundle (see `site/src/node/cli-bundle.ts`), made afresh first when a file it
// was made from changed. Plain JavaScript, so that no TypeScript loader starts on every
// run: tsx's start alone cost ~0.25 s of each build.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Written by cli-bundle.ts: `{ dir, inputs: [[path, mtimeMs, size], …] }`. */
export const RECORD = `${ROOT}node_modules/.site-cli/latest.json`;
/** The variable paths.ts names HIGHLIGHT_WORKER_ENV: where the highlighting worker's bundle is. */
export const WORKER_ENV = 'SITE_HIGHLIGHT_WORKER';

/**
 * The folder of the bundle `record` describes, if none of the files it was made from
 * changed since (same modification time and size); otherwise undefined.
 * @param {string} record
 * @returns {string | undefined}
 */
export function currentBundle(record) {
  try {
    /** @type {{ dir: string, inputs: [string, number, number][] }} */
    const { dir, inputs } = JSON.parse(readFileSync(record, 'utf8'));
    statSync(dir);
    for (const [file, mtime, size] of inputs) {
      const now = statSync(file);
      if (now.mtimeMs !== mtime || now.size !== size) return undefined;
    }
    return dir;
  } catch {
    return undefined; // no record yet, or a file (or the bundle) is gone
  }
}

/** Makes the bundle (TypeScript, so with tsx) and returns its folder, or exits as it failed. */
function makeBundle() {
  const made = spawnSync(process.execPath, ['--import', 'tsx', `${ROOT}site/src/node/cli.ts`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (made.status !== 0) process.exit(made.status ?? 1);
  return made.stdout.trim();
}

function main() {
  const dir = currentBundle(RECORD) ?? makeBundle();
  const child = spawn(process.execPath, [`${dir}/main.mjs`, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [WORKER_ENV]: `${dir}/highlight-worker.mjs` },
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  child.once('exit', (code, signal) =>
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)),
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
