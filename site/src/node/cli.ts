// The TypeScript half of `site/bin/site.mjs`, run (with tsx) when the CLI's bundle is
// missing or out of date: makes it, and prints its folder.
import { fileURLToPath } from 'node:url';
import { makeCliBundle } from './cli-bundle';
import { REPO_ROOT } from './paths';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

try {
  // The highlighting worker too, so that a build can start it at once.
  const dir = await makeCliBundle(
    [source('./main.ts'), source('./highlight-worker.ts')],
    `${REPO_ROOT}node_modules/.site-cli`,
  );
  console.log(dir);
} catch (error) {
  console.error(error);
  process.exit(1);
}
