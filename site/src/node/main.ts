import { parseArgs } from 'node:util';
import { SiteBuildError, SiteBuildErrors } from './errors';
import { needsBuild } from './freshness';
import { highlightAhead } from './highlight-ahead';
import { DEFAULT_DOCS_DIR, DEFAULT_OUT_DIR, REPO_ROOT } from './paths';

// Vite, MDX, Shiki and the rest load on demand (import() below), once a build has
// started its highlighting worker: the worker then loads Shiki alongside.

const USAGE = 'usage: site <build|dev|start> [--docs DIR] [--out DIR] [--verbose]';

/** A maintainer's mistake prints as `file:line: what (rule: …)`, without a stack trace. */
function report(error: unknown): never {
  const known = error instanceof SiteBuildError || error instanceof SiteBuildErrors;
  const nested = (error as { cause?: unknown })?.cause;
  if (known) console.error(`Build failed:\n${error.message}`);
  else if (nested instanceof SiteBuildError || nested instanceof SiteBuildErrors)
    console.error(`Build failed:\n${nested.message}`);
  else console.error(error);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      docs: { type: 'string', default: DEFAULT_DOCS_DIR },
      out: { type: 'string', default: DEFAULT_OUT_DIR },
      verbose: { type: 'boolean', default: false },
      mode: { type: 'string', default: 'production' },
    },
  });
  const host = process.env.HOST ?? '127.0.0.1';
  switch (positionals[0]) {
    case 'build': {
      highlightAhead(values.docs);
      const { buildSite } = await import('./build');
      const loaded = performance.now();
      const mode = values.mode === 'development' ? 'development' : 'production';
      const result = await buildSite({ docsDir: values.docs, outDir: values.out, mode });
      console.log(
        `Built ${result.files.length} files into ${result.outDir} in ${(result.ms / 1000).toFixed(2)} s`,
      );
      if (values.verbose) {
        const ended = Object.entries(result.stages).map(([s, ms]) => `${s} ${Math.round(ms)}`);
        // Stages overlap: each figure is when the stage ended.
        console.log(
          `Modules loaded ${Math.round(loaded)} ms after the process started; then stages ended at (ms): ${ended.join(', ')}`,
        );
      }
      return;
    }
    case 'dev': {
      const { startDevServer } = await import('./dev');
      const server = await startDevServer({
        docsDir: values.docs,
        host,
        port: Number(process.env.PORT ?? 5173),
      });
      server.printUrls();
      return;
    }
    case 'start': {
      const { startServer } = await import('../../server/cli');
      const sources = [values.docs, `${REPO_ROOT}site/src`, `${REPO_ROOT}packages/lazy-load/src`];
      if (needsBuild(values.out, sources)) {
        console.log('Building the site (dist/ is missing or older than its sources)…');
        const { buildSite } = await import('./build');
        const result = await buildSite({ docsDir: values.docs, outDir: values.out });
        console.log(`Built in ${(result.ms / 1000).toFixed(2)} s`);
      }
      try {
        const server = await startServer({ root: values.out, verbose: values.verbose });
        console.log(`Serving ${values.out} at ${server.url}`);
      } catch (error) {
        // The message says what to do (e.g. another PORT); a stack trace would bury it.
        console.error((error as Error).message);
        process.exit(1);
      }
      return;
    }
    default:
      console.error(USAGE);
      process.exit(2);
  }
}

main().catch(report);
