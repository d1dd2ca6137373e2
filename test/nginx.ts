// Debian's nginx running deploy/nginx.conf in the foreground, for the tests that compare
// it with the Node server (e2e/nginx.spec.ts) and the load bench (scripts/bench-server.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export const NGINX = '/usr/sbin/nginx';
const DEPLOY_CONF = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's process id, for its CPU time and memory. */
  pid?: number;
  stop(): Promise<void>;
}

/** The deploy server block (or `conf`) with its `listen` and `root` lines pointed here. */
async function serverBlock(port: number, root: string, conf?: string): Promise<string> {
  let text = conf ?? (await readFile(DEPLOY_CONF, 'utf8'));
  for (const [directive, value] of [
    ['listen', `127.0.0.1:${port}`],
    ['root', root],
  ]) {
    const line = new RegExp(`^(\\s*)${directive}\\s+[^;]+;`, 'gm');
    const found = text.match(line)?.length ?? 0;
    if (found !== 1)
      throw new Error(`deploy/nginx.conf must have one "${directive}" line, not ${found}`);
    text = text.replace(line, `$1${directive} ${value};`);
  }
  return text;
}

/** A minimal main config: foreground, one process, every path in `dir` (no root-owned paths). */
function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${join(dir, name)};`,
  );
  return [
    'daemon off;',
    'master_process off;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    `  include ${join(dir, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Runs nginx in the foreground on a free port, serving `root` with deploy/nginx.conf (or
 * `conf`, a server block as site/server/nginx-conf.ts makes them); resolves once it answers.
 */
export async function startNginx(root: string, conf?: string): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  await writeFile(join(dir, 'site.conf'), await serverBlock(port, root, conf));
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const answering = (async () => {
    for (;;) {
      try {
        await fetch(`${url}/404.html`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50)); // not listening yet
      }
    }
  })();
  const first = await Promise.race([answering.then(() => 'up'), exited.then(() => 'exited')]);
  if (first === 'exited') throw new Error(`nginx exited before answering:\n${stderr}`);
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
