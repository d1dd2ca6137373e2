// @vitest-environment node
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './cli';
import { makeTestSite, request, type TestSite } from './test-helpers';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

let site: TestSite;
beforeAll(async () => {
  site = await makeTestSite();
});
afterAll(() => site.remove());

/** Holds a port on 127.0.0.1 so the server under test finds it taken. */
async function occupyPort(): Promise<{ port: number; release(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as { port: number };
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

/** Runs the CLI the way `npm start` does and collects its output until it exits or prints. */
function runCli(args: string[], env: Record<string, string>, until?: RegExp) {
  const child = spawn(TSX, [CLI, ...args], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) child.kill();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('startServer', () => {
  it('listens on an ephemeral port and serves the folder', async () => {
    const running = await startServer({ root: site.root, host: '127.0.0.1', port: 0 });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.url).not.toMatch(/:0$/);
      expect((await request(running.url, '/v1/')).status).toBe(200);
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

  it('rejects when the folder does not exist', async () => {
    await expect(startServer({ root: `${site.root}-missing`, port: 0 })).rejects.toThrow(
      /does not exist/,
    );
  });
});

describe('cli.ts run directly', () => {
  it('prints where it serves', async () => {
    const result = await runCli([site.root], { PORT: '0', HOST: '127.0.0.1' }, /\n/);
    const [, dir] = /^Serving (.+) at http:\/\/127\.0\.0\.1:\d+\n/.exec(result.stdout) ?? [];
    expect(dir).toBe(site.root);
  }, 20_000);

  it('prints only the one-line message and exits 1 when the port is taken', async () => {
    const taken = await occupyPort();
    try {
      const result = await runCli([site.root], { PORT: String(taken.port), HOST: '127.0.0.1' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${taken.port} on 127.0.0.1 is already in use. Set PORT to another port, e.g. PORT=${taken.port + 1} npm start.\n`,
      );
      expect(result.stdout).toBe('');
    } finally {
      await taken.release();
    }
  }, 20_000);
});
