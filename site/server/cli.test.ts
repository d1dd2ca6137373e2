// @vitest-environment node
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './cli';
import { makeTestSite, request, type TestSite } from './test-helpers';

let site: TestSite;
beforeAll(async () => {
  site = await makeTestSite();
});
afterAll(() => site.remove());
afterEach(() => vi.unstubAllEnvs());

/** Holds a port on 127.0.0.1 so the server under test finds it taken. */
async function occupyPort(): Promise<{ port: number; release(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as { port: number };
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

describe('startServer', () => {
  it('listens on an ephemeral port, serves the folder without logging, and stops on close()', async () => {
    const log = vi.spyOn(console, 'log');
    const running = await startServer({ root: site.root, host: '127.0.0.1', port: 0 });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.url).not.toMatch(/:0$/);
      expect((await request(running.url, '/v1/')).status).toBe(200);
    } finally {
      await running.close();
    }
    expect(log).not.toHaveBeenCalled();
    await expect(request(running.url, '/v1/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('close() does not wait for a connection the client opened and never used (as browsers open ahead)', async () => {
    const running = await startServer({ root: site.root, host: '127.0.0.1', port: 0 });
    // "At once" in round trips, not milliseconds: another server answers requests while
    // close() runs. Ending the connection and closing take a turn or two of the event
    // loop; each request, several. Waiting for the connection would take minutes (until
    // the server's own timeout for a request that never comes).
    const elsewhere = await startServer({ root: site.root, host: '127.0.0.1', port: 0 });
    const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.resume(); // (read: an end the server sends is seen)
    const closedBy = new Promise<string>((resolve) => {
      socket.on('end', () => resolve('the server'));
      socket.on('close', () => resolve('not the server'));
    });
    const closing = running.close();
    const answeredElsewhere = (async () => {
      for (let i = 0; i < 3; i++) expect((await request(elsewhere.url, '/v1/')).status).toBe(200);
      return 'three requests elsewhere were answered';
    })();
    try {
      expect(await Promise.race([closing.then(() => 'close() resolved'), answeredElsewhere])).toBe(
        'close() resolved',
      );
      // It ended the connection the client left open (the client never ended it).
      expect(await closedBy).toBe('the server');
    } finally {
      socket.destroy();
      await closing;
      await answeredElsewhere;
      await elsewhere.close();
    }
  });

  it('takes the port and host from PORT and HOST, the host 127.0.0.1 when HOST is unset', async () => {
    const taken = await occupyPort();
    vi.stubEnv('PORT', String(taken.port));
    vi.stubEnv('HOST', undefined);
    try {
      await expect(startServer({ root: site.root })).rejects.toThrow(
        new Error(
          `Port ${taken.port} on 127.0.0.1 is already in use. Set PORT to another port, e.g. PORT=${taken.port + 1} npm start.`,
        ),
      );
    } finally {
      await taken.release();
    }
  });

  it('writes an IPv6 host in brackets in its URL', async () => {
    vi.stubEnv('HOST', '::1');
    vi.stubEnv('PORT', '0');
    const running = await startServer({ root: site.root });
    try {
      expect(running.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
      expect((await fetch(`${running.url}/v1/`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('rejects with a one-line message when the port is taken, printing nothing', async () => {
    const error = vi.spyOn(console, 'error');
    const taken = await occupyPort();
    try {
      await expect(
        startServer({ root: site.root, host: '127.0.0.1', port: taken.port }),
      ).rejects.toThrow(
        new Error(
          `Port ${taken.port} on 127.0.0.1 is already in use. Set PORT to another port, e.g. PORT=${taken.port + 1} npm start.`,
        ),
      );
    } finally {
      await taken.release();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('rejects with the reason when it cannot listen for another cause', async () => {
    // 192.0.2.1 is a documentation address (RFC 5737): never one of this machine's.
    await expect(startServer({ root: site.root, host: '192.0.2.1', port: 0 })).rejects.toThrow(
      new Error(
        'Cannot listen on 192.0.2.1:0: listen EADDRNOTAVAIL: address not available 192.0.2.1',
      ),
    );
  });

  it('rejects when the folder does not exist', async () => {
    await expect(startServer({ root: `${site.root}-missing`, port: 0 })).rejects.toThrow(
      /does not exist/,
    );
  });
});
