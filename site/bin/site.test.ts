// @vitest-environment node
// The command line as a maintainer runs it: `node site/bin/site.mjs …`, in a child process.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_LIMITS } from '../../test/time-limits';
import { freePort } from '../../test/free-port';
import { childrenOf, running } from '../../test/processes';
import { DEMO_FRAME_FILE } from '../src/shared/demo/demo-frame';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE_DOCS = `${ROOT}e2e/fixtures/site`;

function site(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['site/bin/site.mjs', ...args],
      { cwd: ROOT },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Starts a long-running command and resolves with its output once `ready` matches it. */
function serve(args: string[], ready: RegExp) {
  const child = spawn(process.execPath, ['site/bin/site.mjs', ...args], { cwd: ROOT });
  let output = '';
  const matched = new Promise<RegExpMatchArray>((done, fail) => {
    const read = (chunk: Buffer) => {
      // Vite colours its banner when CI is set, even into a pipe.
      output += stripVTControlCharacters(chunk.toString());
      const match = ready.exec(output);
      if (match) done(match);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`exited ${code} before ready:\n${output}`)));
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return { matched, exited, pid: child.pid!, stop: () => child.kill(), stdout: () => output };
}

function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((done, fail) => {
    get(url, { agent: false }, (res) => done(res.resume().statusCode)).once('error', fail);
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('site CLI', { timeout: TIME_LIMITS.siteBuild }, () => {
  it('--help lists the commands and every option, and exits 0', async () => {
    const { code, stdout } = await site(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: site <command> \[options\]/);
    for (const option of ['--docs', '--out', '--host', '--port', '--mode', '--verbose', '--help'])
      expect(stdout).toContain(option);
  });

  it('a mistake is one line and the usage, with status 2 and no stack trace', async () => {
    const { code, stdout, stderr } = await site(['dev', '--prot', '3000']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      "site: unknown option '--prot'",
      expect.stringMatching(/^usage: site <build\|dev\|start\|nginx> \[options\]/),
    ]);
  });

  it('builds into a folder outside the repository, says each stage, and counts what it wrote; start serves it on --port', async () => {
    const out = join(dir, 'out');
    const built = await site(['build', '--docs', FIXTURE_DOCS, '--out', out]);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    for (const stage of ['load', 'client', 'server', 'prerender', 'swap'])
      expect(built.stdout).toMatch(new RegExp(`^ {2}${stage} +\\d+\\.\\d\\d s$`, 'm'));
    const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    // Every HTML file but the edited examples' frame and the redirects' pages (a refresh
    // each, for hosts without redirect rules), which are not pages.
    const html = files.filter(
      (e) => e.name.endsWith('.html') && !join(e.parentPath, e.name).endsWith(DEMO_FRAME_FILE),
    );
    const pages = html.filter(
      (e) => !readFileSync(join(e.parentPath, e.name), 'utf8').includes('http-equiv="refresh"'),
    );
    expect(html.length - pages.length).toBeGreaterThan(0);
    expect(built.stdout).toMatch(
      new RegExp(
        `^Built ${pages.length} pages \\(${files.length} files, [\\d.]+ MB\\) into .+ in [\\d.]+ s$`,
        'm',
      ),
    );

    const port = await freePort();
    const server = serve(
      ['start', '--docs', FIXTURE_DOCS, '--out', out, '--port', String(port)],
      /at (http:\S+)/,
    );
    try {
      const [, url] = await server.matched;
      expect(url).toBe(`http://127.0.0.1:${port}/`);
      expect((await fetch(url!)).status).toBe(200);
    } finally {
      server.stop();
    }
  });

  it('start --base rebuilds for that base, serves under it and says where', async () => {
    const out = join(dir, 'based');
    await site(['build', '--docs', FIXTURE_DOCS, '--out', out]);
    const port = await freePort();
    const server = serve(
      ['start', '--docs', FIXTURE_DOCS, '--out', out, '--port', String(port), '--base', '/react/'],
      /at (http:\S+)/,
    );
    try {
      const [, url] = await server.matched;
      expect(server.stdout()).toContain('it was built for another base than /react/');
      expect(url).toBe(`http://127.0.0.1:${port}/react/`);
      expect((await fetch(url!)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      server.stop();
    }
    // The nginx server block for that build: its base and its redirects.
    const nginx = await site(['nginx', '--out', out]);
    expect(nginx.code).toBe(0);
    expect(nginx.stdout).toContain('    location /react/ {');
    expect(nginx.stdout).toContain(
      '    location = /react/start {\n        return 302 /react/guide.html',
    );
    const missing = await site(['nginx', '--out', join(dir, 'nowhere')]);
    expect([missing.code, missing.stderr.trim()]).toEqual([
      1,
      `${join(dir, 'nowhere')} does not exist: build first`,
    ]);
  });

  it('start serves with --workers processes on one port, says a taken port once, and stops them all', async () => {
    const out = join(dir, 'out'); // built by the test above
    const server = serve(
      ['start', '--docs', FIXTURE_DOCS, '--out', out, '--port', '0', '--workers', '2'],
      /at (http:\S+)/,
    );
    try {
      const [, url] = await server.matched;
      const primary = server.pid; // site.mjs is the primary: it forks the workers
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      const pages = await Promise.all(Array.from({ length: 8 }, () => fetch(url!)));
      expect(pages.map((r) => r.status)).toEqual(Array(8).fill(200));

      // A worker that dies is replaced, and the site answers on.
      process.kill(workers[0]!, 'SIGKILL');
      await expect
        .poll(() => childrenOf(primary).filter((pid) => running(pid) && pid !== workers[0]))
        .toHaveLength(2);
      // (On a new connection: the dead worker's were closed with it.)
      expect(await statusOnNewConnection(url!)).toBe(200);
      workers.splice(0, workers.length, ...childrenOf(primary).filter(running));

      const port = new URL(url!).port;
      const taken = await site(['start', '--docs', FIXTURE_DOCS, '--out', out, '--port', port]);
      expect(taken.code).toBe(1);
      expect(taken.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use. Set PORT to another port, e.g. PORT=${Number(port) + 1} npm start.`,
      );

      server.stop();
      await server.exited;
      await expect.poll(() => workers.filter(running)).toEqual([]);
    } finally {
      server.stop();
    }
  });

  it('dev listens on --port and --host', async () => {
    const port = await freePort();
    const server = serve(
      ['dev', '--docs', FIXTURE_DOCS, '--port', String(port), '--host', '127.0.0.1'],
      /Local:\s+(http:\S+)/,
    );
    try {
      const [, url] = await server.matched;
      expect(url).toBe(`http://127.0.0.1:${port}/`);
      // (The dev server answers a page to a request for HTML, as a browser's.)
      const page = await fetch(url!, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Fixture home | Fixture site</title>');
    } finally {
      server.stop();
    }
  });
});
