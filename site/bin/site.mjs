#!/usr/bin/env node
// @ts-check
// `site <build|dev|start> [options]`: the site's command line. The site's Node code is
// TypeScript, run as it is through tsx's loader (registered in this process, so a
// forked server worker, which runs this script again, gets it too).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/node/main.ts', import.meta.url).href);
