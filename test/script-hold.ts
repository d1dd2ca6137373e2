import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow network for a browser no test can intercept (WebKit over WebDriver): a proxy
 * in front of `target` that, while holding, answers no script until released.
 */
export async function scriptHoldingProxy(target: string) {
  let held: (() => void)[] | undefined;
  const server = createServer((req, res) => {
    const forward = () => {
      const upstream = request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (held && /\.js(?:\?|$)/.test(req.url ?? '')) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Scripts asked for from now on wait for `release`. */
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const forward of waiting) forward();
    },
    close() {
      this.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ScriptHoldingProxy = Awaited<ReturnType<typeof scriptHoldingProxy>>;
