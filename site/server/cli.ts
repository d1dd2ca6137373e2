import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSiteServer } from './server';

export interface StartServerOptions {
  /** The built folder to serve. */
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  verbose?: boolean;
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` and resolves once listening; startup failures reject with a one-line message. */
export async function startServer({
  root,
  host = process.env.HOST ?? '127.0.0.1',
  port = Number(process.env.PORT ?? 4173),
  verbose = false,
}: StartServerOptions): Promise<RunningSite> {
  if (!existsSync(root)) throw new Error(`Nothing to serve: ${root} does not exist. Build first.`);
  const server = createSiteServer({ root, verbose });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => fail(listenError(error, host, port)));
    server.listen(port, host, done);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    close: () =>
      new Promise((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new Error(
      `Port ${port} on ${host} is already in use. Set PORT to another port, e.g. PORT=${port + 1} npm start.`,
    );
  }
  return new Error(`Cannot listen on ${host}:${port}: ${error.message}`);
}

/** `tsx site/server/cli.ts [--verbose] [dir]`; dir defaults to the repository's dist/. */
async function main(args: string[]): Promise<void> {
  const verbose = args.includes('--verbose');
  const dir = args.find((arg) => !arg.startsWith('--'));
  const root = dir ? resolve(dir) : fileURLToPath(new URL('../../dist', import.meta.url));
  try {
    const { url } = await startServer({ root, verbose });
    console.log(`Serving ${root} at ${url}`);
  } catch (error) {
    // The message says what to do; a stack trace would only bury it.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main(process.argv.slice(2));
}
