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
import { demoFrameHtml, iconsIn } from './html';
import type { DeferredStylesheet, PageJob } from './page-file';
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
  const render = async (url: string, path: string | undefined, page: PageJob) => {
    try {
      return await rendering.writePage(withBase(base, url), page);
    } catch (error) {
      const source = pages.find((p) => p.data.path === path);
      if (!(error instanceof RenderTimeout) || !source) throw error;
      const demos = compiledOf(source).demos.map((d) => d.line);
      throw new SiteBuildError(
        source.file,
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
  const deferredStyles = deferredStylesheets(options.outDir, options.onFile);
  /** Renders and writes one page (in its render thread: page-file.ts); gives its file. */
  const write = async (target: (typeof targets)[number]): Promise<string> => {
    const boot = options.manifest[BOOT_ENTRY]!;
    // The site's chunk starts the app: the boot script loads it, and preloads the rest.
    const scripts = scriptsOf(options.manifest, [
      SITE_ENTRY,
      themeParts().Layout,
      ...target.sources,
    ]);
    const { description } = target;
    const file = target.url === `/${NOT_FOUND_FILE}` ? NOT_FOUND_FILE : outputFileOf(target.url);
    const written = await render(target.url, target.path, {
      styles,
      outDir: options.outDir,
      file,
      shell: {
        base,
        storagePrefix: config.storagePrefix,
        csp: pageContentSecurityPolicy(config.csp),
        icons,
        title: documentTitle(target.title, site.title),
        description,
        head: [...site.head, ...socialTags(config, { ...target, description })],
        entry: fileUrl(boot.file),
        boot: {
          site: fileUrl(options.manifest[SITE_ENTRY]!.file),
          preload: scripts.filter((s) => s !== `/${boot.file}`).map((s) => withBase(base, s)),
        },
      },
    });
    if (written.kind !== 'written')
      throw new Error(`${target.url} redirects to ${written.location}`);
    if (written.deferred) await deferredStyles(written.deferred);
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
 * Writes the rest of the pages' styles (page-file.ts): each stylesheet once, however many
 * pages link it, handed to `onFile` as written.
 */
function deferredStylesheets(
  outDir: string,
  onFile?: (file: string) => void,
): (stylesheet: DeferredStylesheet) => Promise<void> {
  const files = new Map<string, Promise<void>>();
  const write = async ({ file, css }: DeferredStylesheet) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), css);
    onFile?.(file);
  };
  return (stylesheet) => {
    let written = files.get(stylesheet.file);
    if (!written) files.set(stylesheet.file, (written = write(stylesheet)));
    return written;
  };
}
