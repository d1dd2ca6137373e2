#!/usr/bin/env node
// @ts-check
// `site <build|dev|start> [options]`: the site's command line. The site's Node code is
// TypeScript, run as it is through tsx's loader (registered in this process, so a
// forked server worker, which runs this script again, gets it too).
import { register } from 'tsx/esm/api';

// The loader's hooks cost a round trip to their thread for every module imported after
// `register()`, its own or not: the largest dependencies of a build load before it,
// natively (0.6 s less per build, measured). Only a speed-up: a module left out of this
// list still loads, through the loader.
const command = process.argv[2];
// The bundler's allocator (Rolldown's mimalloc, which reads these as its binding loads,
// below) keeps what it freed by default: a dev server's cold start (the dependencies'
// pre-bundling) held ~250 MB more for its whole life, and a build of 100 pages peaked
// 0.3 GB higher. Given back at once, in the same time (measured).
process.env.MIMALLOC_PURGE_DELAY ??= '0';
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
if (command === 'build' || command === 'dev') {
  await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@mdx-js/mdx'),
    import('shiki'),
    import('@shikijs/rehype'),
    import('react-docgen'),
  ]);
}

register();
await import(new URL('../src/node/main.ts', import.meta.url).href);
