import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
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
      new Promise((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        // A browser keeps connections open, some opened ahead and never used: `close`
        // alone waits for those (minutes). Stopping ends them at once.
        server.closeAllConnections();
      }),
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
