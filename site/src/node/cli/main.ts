import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { HELP, parseCli, USAGE, UsageError, type Cli } from './cli-args';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { buildInputs, needsBuild } from '../freshness';
import type { SiteOverrides } from '../load-site';

// Vite, MDX, Shiki and the rest load on demand (import() below): `start` with a fresh
// build and `--help` need none of them.

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

/** What the command line sets over the config: only the options given. */
function overridesOf(cli: Pick<Cli & { command: 'build' }, 'base' | 'url'>): SiteOverrides {
  return {
    ...(cli.base !== undefined && { base: cli.base }),
    ...(cli.url !== undefined && { url: cli.url }),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Builds, saying each stage as it ends, then what was written. */
async function build(
  docsDir: string,
  outDir: string,
  mode: 'production' | 'development',
  overrides: SiteOverrides,
) {
  const { buildSite } = await import('../build');
  const result = await buildSite({
    docsDir,
    outDir,
    mode,
    overrides,
    onStage: (stage, ms) => console.log(`  ${stage.padEnd(16)}${seconds(ms)}`),
  });
  const { files, bytes } = result.written;
  console.log(
    `Built ${result.pages.length} pages (${files} files, ${(bytes / 1e6).toFixed(1)} MB) into ${relative(process.cwd(), result.outDir) || '.'} in ${seconds(result.ms)}`,
  );
}

/** A failure said in one line (e.g. the port is taken), without a stack trace. */
function failWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

async function main(): Promise<void> {
  let cli: Cli;
  try {
    cli = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`site: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  switch (cli.command) {
    case 'help':
      console.log(HELP);
      return;
    case 'build': {
      const loaded = performance.now();
      if (cli.verbose)
        console.log(`  (modules loaded ${Math.round(loaded)} ms after the process started)`);
      console.log(`Building the site from ${relative(process.cwd(), cli.docs) || '.'}…`);
      await build(cli.docs, cli.out, cli.mode, overridesOf(cli));
      return;
    }
    case 'dev': {
      const { startDevServer } = await import('../dev');
      const server = await startDevServer({
        docsDir: cli.docs,
        overrides: overridesOf(cli),
        host: cli.host,
        port: cli.port,
      }).catch(failWith);
      server.printUrls();
      return;
    }
    case 'nginx': {
      const { loadSnapshot } = await import('../../../server/site-snapshot');
      const { nginxConf } = await import('../../../server/nginx-conf');
      if (!existsSync(cli.out)) failWith(new Error(`${cli.out} does not exist: build first`));
      // The redirects as `npm start` answers them: `_redirects` and the clean-URL rules.
      const { base, redirects, csp } = loadSnapshot(cli.out);
      console.log(nginxConf(base, redirects, csp).trimEnd());
      return;
    }
    case 'start': {
      const { startServer } = await import('../../../server/cli');
      const workers = await import('../../../server/workers');
      const options = { root: cli.out, host: cli.host, port: cli.port, verbose: cli.verbose };
      // A worker (this script, forked by the primary below) only serves.
      if (workers.isServerWorker()) return workers.serveAsWorker(startServer(options));
      const { readBuildRecord } = await import('../../../server/site-snapshot');
      const record = () => (existsSync(cli.out) ? readBuildRecord(cli.out) : undefined);
      const built = () => record()?.base;
      if (needsBuild(cli.out, buildInputs(cli.docs, record()?.inputs))) {
        console.log('Building the site first (the build is missing or older than its sources)…');
        await build(cli.docs, cli.out, 'production', overridesOf(cli));
      } else if (cli.base !== undefined && cli.base !== built()) {
        console.log(`Building the site first (it was built for another base than ${cli.base})…`);
        await build(cli.docs, cli.out, 'production', overridesOf(cli));
      }
      const count = cli.workers ?? workers.DEFAULT_WORKERS;
      const server = await (count > 1 ? workers.startWorkers(count) : startServer(options)).catch(
        failWith,
      );
      console.log(`Serving ${relative(process.cwd(), cli.out) || '.'} at ${server.url}${built()}`);
      return;
    }
  }
}

main().catch(report);
