import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 now, for a server that must be told its port (nginx, the
 * WebKit driver, the site's CLI and dev server) rather than pick one and say which.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
