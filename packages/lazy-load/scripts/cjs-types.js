// Writes the CommonJS declarations (`.d.cts`) beside the ESM ones tsc emitted: `require`
// needs types of its own, since in this `"type": "module"` package every `.d.ts` is ESM.
// Each `.d.ts` that `dist/index.d.ts` reaches is copied as `.d.cts`, its relative imports
// (`./LazyLoad.js`) pointed at the `.cjs` twin (`./LazyLoad.cjs`, whose types are
// `./LazyLoad.d.cts`). Fails on a relative import without `.js`, which neither ESM nor
// this copy would resolve.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
// `from './x.js'`, `import('./x.js')`, `import './x.js'`: every form a declaration holds.
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

const pending = ['index'];
const done = new Set();
while (pending.length > 0) {
  const name = pending.pop();
  if (done.has(name)) continue;
  done.add(name);
  const file = new URL(`${name}.d.ts`, dist);
  if (!existsSync(file)) fail(`dist/${name}.d.ts is missing (did tsc run?)`);
  const cjs = readFileSync(file, 'utf8').replace(RELATIVE, (_, before, quote, specifier) => {
    if (!specifier.endsWith('.js'))
      fail(`dist/${name}.d.ts imports '${specifier}': write relative imports with .js in src/`);
    const target = new URL(specifier.slice(0, -'.js'.length), new URL(name, dist));
    if (!target.href.startsWith(dist.href)) fail(`dist/${name}.d.ts imports outside dist/`);
    pending.push(target.href.slice(dist.href.length));
    return `${before}${quote}${specifier.slice(0, -'.js'.length)}.cjs${quote}`;
  });
  writeFileSync(new URL(`${name}.d.cts`, dist), cjs);
}
console.log(`CommonJS declarations: ${[...done].map((name) => `${name}.d.cts`).join(', ')}`);

function fail(message) {
  console.error(`cjs-types: ${message}`);
  process.exit(1);
}
