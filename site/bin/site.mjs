#!/usr/bin/env node
// @ts-check
// `site <build|dev|start> [options]`: the site's command line. The site's Node code is
// TypeScript, bundled once per change and run from the bundle (see node-code.mjs).
import { stripVTControlCharacters } from 'node:util';
import { nodeCode, SITE_CACHE, SITE_CODE_ENV, SITE_ENTRIES } from './node-code.mjs';

const command = process.argv[2];
// The bundler's allocator (Rolldown's mimalloc, which reads these as its binding loads,
// below) keeps what it freed by default: a dev server's cold start (the dependencies'
// pre-bundling) held ~250 MB more for its whole life, and a build of 100 pages peaked
// 0.3 GB higher. Given back at once, in the same time (measured).
process.env.MIMALLOC_PURGE_DELAY ??= '0';
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';

// A server worker (this script, forked) runs the bundle its primary runs.
if (!process.env[SITE_CODE_ENV]) {
  try {
    const { dir } = await nodeCode({ entries: SITE_ENTRIES, cacheDir: SITE_CACHE });
    process.env[SITE_CODE_ENV] = dir.href;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    // (Rolldown colours its report, even into a file.)
    const message = process.stderr.isTTY ? said : stripVTControlCharacters(said);
    console.error(`site: the site's Node code does not compile.\n${message}`);
    process.exit(1);
  }
}
// The largest packages of a build or a dev server load together, before the site's code
// asks for them one by one: as fast, and a dev server held ~10 MB less (measured).
if (command === 'build' || command === 'dev') {
  await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@mdx-js/mdx'),
    import('shiki'),
    import('@shikijs/rehype/core'),
    import('react-docgen'),
  ]);
}
// Stack traces name the TypeScript files. Turned on once the packages above have loaded:
// Node would read the source maps they ship (Babel's, under react-docgen), 0.2 s of a
// dev server's start (measured).
process.setSourceMapsEnabled(true);
await import(new URL('main.js', process.env[SITE_CODE_ENV]).href);
