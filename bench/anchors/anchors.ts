// The anchors of the first-interaction benchmark (issue 18): the readme page built with
// VitePress and with Docusaurus, measured beside ours in the same interleaved run.
// Each tool's sources live here (a package.json pinned by its lockfile, and a config);
// the page itself is made from docs/v1/readme.md at run time, in the Markdown each tool
// reads. Our `::: demo` wrappers are dropped (their code blocks stay, as plain code
// blocks), and so is the API section (ours is generated from the library's types):
// each anchor page is a little lighter than ours, never heavier.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { precompress } from '../../site/src/node/precompress';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const README = fileURLToPath(new URL('../../docs/v1/readme.md', import.meta.url));

/** What the benchmark needs to know of a site to act on it like a reader. */
export interface Target {
  name: string;
  url: string;
  /** The first copy button of a code block. */
  copyButton: string;
  /** Present once that button has said it copied. */
  copied: string;
  /** The first "show code" toggle, on a site that has one. */
  showCode?: string;
  /** The first button opening an example in a playground (CodePen…), on a site that has one. */
  playground?: string;
}

interface Anchor {
  name: string;
  /** Where the page goes, in the tool's folder. */
  page: string;
  /** The build's output folder, in the tool's folder. */
  out: string;
  toMarkdown: (readme: string) => string;
  copyButton: string;
  copied: string;
}

/**
 * Drops the `::: demo` wrappers, keeping their code (a demo written inline, as JSX, becomes
 * a code block of it), and the generated API section.
 */
export function plainReadme(readme: string): string {
  const out: string[] = [];
  /** For each open container: the lines of a demo, or null for another container. */
  const open: (string[] | null)[] = [];
  let inFence = false;
  for (const line of readme.split('\n')) {
    const demo = open.at(-1);
    if (/^```/.test(line)) inFence = !inFence;
    else if (!inFence && /^:::\s*\S/.test(line)) {
      open.push(/^:::\s*demo\s*$/.test(line) ? [] : null);
      if (open.at(-1)) continue;
    } else if (!inFence && /^:::\s*$/.test(line) && open.pop()) {
      const fenced = demo!.find((l) => l.trim())?.startsWith('```');
      out.push(...(fenced ? demo! : ['```jsx', ...demo!, '```']));
      continue;
    }
    (demo ?? out).push(line);
  }
  const text = out.join('\n');
  const api = text.indexOf('\n## API');
  const next = api < 0 ? -1 : text.indexOf('\n## ', api + 1);
  return api < 0 ? text : text.slice(0, api) + (next < 0 ? '\n' : text.slice(next));
}

/** A page of ours in Docusaurus's Markdown: admonition titles in brackets, no [[toc]] (its TOC is at its side). */
export function docusaurusMarkdown(readme: string): string {
  return plainReadme(readme)
    .replace(/^:::\s*(tip|warning|danger)\s+(.+)$/gm, ':::$1[$2]')
    .replace(/^\[\[toc\]\]$/m, '');
}

const ANCHORS: readonly Anchor[] = [
  {
    name: 'VitePress 1.6',
    page: 'docs/index.md',
    out: 'docs/.vitepress/dist',
    toMarkdown: plainReadme,
    copyButton: '.vp-doc button.copy',
    copied: '.vp-doc button.copy.copied',
  },
  {
    name: 'Docusaurus 3.10',
    page: 'docs/index.md',
    out: 'build',
    toMarkdown: docusaurusMarkdown,
    // (Rendered once the app has hydrated, which it does as the page loads.)
    copyButton: 'article button[aria-label="Copy code to clipboard"]',
    copied: 'article button[aria-label="Copied"]',
  },
];

async function build(anchor: Anchor, dir: string): Promise<string> {
  const run = (...args: string[]) =>
    execFileSync('npm', args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(join(dir, 'node_modules'))) run('ci', '--no-audit', '--no-fund');
  const page = join(dir, anchor.page);
  mkdirSync(join(page, '..'), { recursive: true });
  writeFileSync(page, anchor.toMarkdown(readFileSync(README, 'utf8')));
  run('run', 'build');
  const out = join(dir, anchor.out);
  // Brotli and gzip beside every text file, as our build leaves them for the server.
  await precompress(out);
  return out;
}

/**
 * Builds each anchor (installing its tool the first time) and serves it as a static
 * site with its precompressed files (sirv), as a plain static host would; ours is
 * served by `npm start`'s server, whose security policy would block their inline scripts.
 */
export async function serveAnchors(): Promise<{ targets: Target[]; close: () => void }> {
  const targets: Target[] = [];
  const servers: ReturnType<typeof createServer>[] = [];
  for (const anchor of ANCHORS) {
    const dir = join(HERE, anchor.name.split(' ')[0]!.toLowerCase());
    console.log(`Building ${anchor.name} (${dir})…`);
    const out = await build(anchor, dir);
    const server = createServer(sirv(out, { brotli: true, gzip: true, etag: true }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    targets.push({
      name: anchor.name,
      url: `http://127.0.0.1:${port}/`,
      copyButton: anchor.copyButton,
      copied: anchor.copied,
    });
  }
  return { targets, close: () => servers.forEach((s) => s.close()) };
}
