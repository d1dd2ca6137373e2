import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pageContentSecurityPolicy } from '../../server/security-headers';
import { withBase } from '../shared/base';
import { DEMO_FRAME_FILE } from '../shared/demo/demo-frame';
import { themeParts } from './theme-parts';
import { documentTitle } from '../shared/title';
import { SiteBuildError } from './errors';
import { compiledOf } from './pages';
import { limited } from './limited';
import { demoFrameHtml, documentHtml, iconsIn } from './html';
import type { StyleSplit } from './first-screen-css';
import { RenderTimeout, type Renderer } from './render-worker';
import { pageDescription, socialTags } from './social';
import { scriptsOf, stylesheetOf, type Manifest } from './manifest';
import { BOOT_ENTRY, DEMO_FRAME_ENTRY, REPO_ROOT, SITE_ENTRY } from './paths';
import type { SiteState } from './load-site';

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
  /** The server build's render, in its worker (see render-worker.ts). */
  rendering: Renderer;
  outDir: string;
  manifest: Manifest;
  state: SiteState;
  /** Called as each file is written (a page, a deferred stylesheet): the build compresses it meanwhile. */
  onFile?: (file: string) => void;
}): Promise<string[]> {
  const { rendering } = options;
  const { config, site, pages, components } = options.state;
  const { base } = config;
  /** A built file's URL: `assets/js/app.1.js` → `/react/assets/js/app.1.js`. */
  const fileUrl = (file: string) => withBase(base, `/${file}`);
  /** A page that renders for ever: the maintainer's mistake, in a demo (its lines named). */
  const render = async (url: string, path: string | undefined, styles: readonly string[]) => {
    try {
      return await rendering.render(withBase(base, url), styles);
    } catch (error) {
      const page = pages.find((p) => p.data.path === path);
      if (!(error instanceof RenderTimeout) || !page) throw error;
      const demos = compiledOf(page).demos.map((d) => d.line);
      throw new SiteBuildError(
        page.file,
        demos.length === 1 ? demos[0] : undefined,
        `a page renders in ${rendering.limitMs / 1000} s`,
        `rendering ${url} ${error.message}: does a demo never return?` +
          (demos.length > 1 ? ` (its demos start at lines ${demos.join(', ')})` : ''),
      );
    }
  };
  /** The lazy parts a page may render (its components), by name. */
  const parts = new Map(components.map((c) => [c.name, sourceKey(c.file)]));
  const targets = [
    ...pages.map((p) => ({
      url: p.data.path,
      path: p.data.path as string | undefined,
      title: p.data.title,
      description: pageDescription(p.data, site),
      // The page, and the parts it renders: their scripts are preloaded as the app starts.
      sources: [
        sourceKey(p.file),
        ...compiledOf(p).meta.components.flatMap((c) => parts.get(c) ?? []),
      ],
    })),
    {
      url: `/${NOT_FOUND_FILE}`,
      path: undefined,
      title: undefined,
      description: site.description,
      sources: [themeParts().NotFound],
    },
  ];
  const icons = iconsIn(options.outDir);
  const stylesheet = stylesheetOf(options.manifest);
  const styles = stylesheet ? [await readFile(join(options.outDir, stylesheet), 'utf8')] : [];
  const deferredStyles = deferredStylesheets(options.outDir, fileUrl, options.onFile);
  /** Renders and writes one page; gives its file. */
  const write = async (target: (typeof targets)[number]): Promise<string> => {
    const result = await render(target.url, target.path, styles);
    if (result.kind !== 'html') throw new Error(`${target.url} redirects to ${result.location}`);
    const boot = options.manifest[BOOT_ENTRY]!;
    // The site's chunk starts the app: the boot script loads it, and preloads the rest.
    const scripts = scriptsOf(options.manifest, [
      SITE_ENTRY,
      themeParts().Layout,
      ...target.sources,
    ]);
    const { description } = target;
    const css = await deferredStyles(result.css!);
    const html = documentHtml({
      base,
      storagePrefix: config.storagePrefix,
      csp: pageContentSecurityPolicy(config.csp),
      icons,
      title: documentTitle(target.title, site.title),
      description,
      head: [...site.head, ...socialTags(config, { ...target, description })],
      styles: css.inline ? [css.inline] : [],
      deferredStyles: css.deferred,
      entry: fileUrl(boot.file),
      boot: {
        site: fileUrl(options.manifest[SITE_ENTRY]!.file),
        preload: scripts.filter((s) => s !== `/${boot.file}`).map((s) => withBase(base, s)),
      },
      body: result.html,
      hydrationData: result.hydrationData,
    });
    const file = target.url === `/${NOT_FOUND_FILE}` ? NOT_FOUND_FILE : outputFileOf(target.url);
    await mkdir(dirname(join(options.outDir, file)), { recursive: true });
    await writeFile(join(options.outDir, file), html);
    options.onFile?.(file);
    return file;
  };
  // As many pages at once as the renderer has threads, each taking the next page.
  const written = await limited(
    targets.map((target) => () => write(target)),
    rendering.threads,
  );
  // Not a page: a few hundred bytes, neither listed nor compressed.
  await mkdir(dirname(join(options.outDir, DEMO_FRAME_FILE)), { recursive: true });
  await writeFile(
    join(options.outDir, DEMO_FRAME_FILE),
    demoFrameHtml(fileUrl(options.manifest[DEMO_FRAME_ENTRY]!.file)),
  );
  return written;
}

/**
 * A page's styles as it carries them (first-screen-css.ts, split by its render thread):
 * what its first screen needs, inlined; the rest, a stylesheet of the site's assets
 * (named by its content, so pages that cut at the same rule share it), written once and
 * handed to `onFile` as written.
 */
function deferredStylesheets(
  outDir: string,
  fileUrl: (file: string) => string,
  onFile?: (file: string) => void,
): (split: StyleSplit) => Promise<{ inline: string; deferred?: string }> {
  const files = new Map<string, Promise<string>>();
  const write = async (css: string) => {
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    const file = `assets/css/rest.${hash}.css`;
    await mkdir(join(outDir, 'assets/css'), { recursive: true });
    await writeFile(join(outDir, file), css);
    onFile?.(file);
    return fileUrl(file);
  };
  return async ({ inline, deferred }) => {
    if (!deferred) return { inline };
    let url = files.get(deferred);
    if (!url) files.set(deferred, (url = write(deferred)));
    return { inline, deferred: await url };
  };
}
