import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderResult } from '../shared/render-result';
import { documentTitle } from '../shared/title';
import { documentHtml, iconsIn } from './html';
import { socialTags } from './social';
import { assetsOf, type Manifest } from './manifest';
import { BOOT_ENTRY, REPO_ROOT } from './paths';
import type { SiteState } from './vite-plugin';

const LAYOUT = 'site/src/theme/Layout.tsx';
const NOT_FOUND = 'site/src/theme/NotFound.tsx';
export const NOT_FOUND_FILE = '404.html';

/** `/v1/` → `v1/index.html`; `/a/b.html` → `a/b.html`. */
export function outputFileOf(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
}

function sourceKey(file: string): string {
  return relative(REPO_ROOT, file).split(sep).join('/');
}

/** Renders every page and the not-found page into complete HTML files. */
export async function prerender(options: {
  ssrEntry: string;
  outDir: string;
  manifest: Manifest;
  state: SiteState;
}): Promise<string[]> {
  const { render } = (await import(pathToFileURL(options.ssrEntry).href)) as {
    render(url: string): Promise<RenderResult>;
  };
  const { config, site, pages, components } = options.state;
  /** The lazy parts a page may render (its components), by name. */
  const parts = new Map(components.map((c) => [c.name, sourceKey(c.file)]));
  const targets = [
    ...pages.map((p) => ({
      url: p.data.path,
      path: p.data.path as string | undefined,
      title: p.data.title,
      // A page may describe itself (frontmatter); the site's description is the fallback.
      description:
        typeof p.data.frontmatter.description === 'string'
          ? p.data.frontmatter.description
          : undefined,
      // The page, and the parts it renders: their styles belong in the prerendered head.
      sources: [
        sourceKey(p.file),
        ...p.compiled.meta.components.flatMap((c) => parts.get(c) ?? []),
      ],
    })),
    {
      url: `/${NOT_FOUND_FILE}`,
      path: undefined,
      title: undefined,
      description: undefined,
      sources: [NOT_FOUND],
    },
  ];
  const icons = iconsIn(options.outDir);
  const written: string[] = [];
  for (const target of targets) {
    const result = await render(target.url);
    if (result.kind !== 'html') throw new Error(`${target.url} redirects to ${result.location}`);
    const boot = options.manifest[BOOT_ENTRY]!;
    // The app is the boot script's dynamic import (the start module, in the app chunk).
    const app = boot.dynamicImports ?? [];
    const { scripts, styles } = assetsOf(options.manifest, [...app, LAYOUT, ...target.sources]);
    const description = target.description ?? site.description;
    const html = documentHtml({
      icons,
      title: documentTitle(target.title, site.title),
      description,
      head: [...site.head, ...socialTags(config, { ...target, description })],
      styles: await Promise.all(styles.map((href) => readFile(join(options.outDir, href), 'utf8'))),
      entry: `/${boot.file}`,
      bootChunks: scripts.filter((s) => s !== `/${boot.file}`),
      body: result.html,
      hydrationData: result.hydrationData,
    });
    const file = target.url === `/${NOT_FOUND_FILE}` ? NOT_FOUND_FILE : outputFileOf(target.url);
    await mkdir(dirname(join(options.outDir, file)), { recursive: true });
    await writeFile(join(options.outDir, file), html);
    written.push(file);
  }
  return written;
}
