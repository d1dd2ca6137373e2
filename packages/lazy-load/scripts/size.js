// Prints the min+gzip size of each build and fails when the ESM build exceeds its budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const ESM_BUDGET = 1024;
const files = ['lazy-load.js', 'lazy-load.cjs', 'lazy-load.umd.js'];
const sizes = Object.fromEntries(
  files.map((file) => [
    file,
    gzipSync(readFileSync(new URL(`../dist/${file}`, import.meta.url))).length,
  ]),
);
for (const [file, size] of Object.entries(sizes))
  console.log(`${file.padEnd(18)} ${size} B min+gzip`);
if (sizes['lazy-load.js'] > ESM_BUDGET) {
  console.error(
    `ESM build is ${sizes['lazy-load.js']} B min+gzip, over its budget of ${ESM_BUDGET} B`,
  );
  process.exit(1);
}
