import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** The folder to serve. */
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a built folder over HTTP; resolves once it listens. */
export function startStaticServer({
  root,
  host = '127.0.0.1',
  port = 0,
}: StaticServerOptions): Promise<RunningServer> {
  const serve = sirv(root, { dev: false, etag: true, dotfiles: false });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host}:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
