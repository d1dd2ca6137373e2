import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withBase } from '../shared/base';
import type { RenderResult } from '../shared/render-result';
import { styleSplitter } from './first-screen-css';
import { documentHtml, type Document } from './html';

/**
 * A page's file, made where the page is rendered (a render thread: render-thread.mjs):
 * its styles split at its first screen, its document, written to disk. The main thread
 * only says what the document has besides the render (`PageShell`): a page's HTML (at
 * 2,000 pages, 250 KB, most of it the sidebar) is never copied to it, nor held there
 * until the next collection of its heap, which at that size was several a second.
 */

/** What a page's document has besides its render and the styles split from it. */
export type PageShell = Omit<Document, 'body' | 'hydrationData' | 'styles' | 'deferredStyles'>;

/** A page to write, as the main thread asks for it. */
export interface PageJob {
  /** The site's styles: split with the page's own at its first screen. */
  styles: readonly string[];
  shell: PageShell;
  /** The built site's folder, and the page's file in it. */
  outDir: string;
  file: string;
}

/** The rest of a page's styles (first-screen-css.ts): a file of the site's assets. */
export interface DeferredStylesheet {
  /** Named by its content (pages that cut at the same rule share it), in the site's folder. */
  file: string;
  css: string;
}

/** A page written; the rest of its styles, which the caller writes (once for all pages). */
export interface WrittenPage {
  kind: 'written';
  deferred?: DeferredStylesheet;
}

/** The file of the site's assets that holds `css`. */
export function deferredStylesheetFile(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return `assets/css/rest.${hash}.css`;
}

/**
 * Writes pages; one per render thread, which keeps each distinct stylesheet parsed, and
 * each cut's file name, for the pages after.
 */
export function pageWriter(): (
  rendered: Extract<RenderResult, { kind: 'html' }>,
  job: PageJob,
) => Promise<WrittenPage> {
  const split = styleSplitter();
  const files = new Map<string, string>();
  return async (rendered, job) => {
    const css = split([...job.styles, ...rendered.styles], rendered.html);
    let deferred: DeferredStylesheet | undefined;
    if (css.deferred) {
      let file = files.get(css.deferred);
      if (!file) files.set(css.deferred, (file = deferredStylesheetFile(css.deferred)));
      deferred = { file, css: css.deferred };
    }
    const html = documentHtml({
      ...job.shell,
      styles: css.inline ? [css.inline] : [],
      deferredStyles: deferred && withBase(job.shell.base, `/${deferred.file}`),
      body: rendered.html,
      hydrationData: rendered.hydrationData,
    });
    const path = join(job.outDir, job.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, html);
    return deferred ? { kind: 'written', deferred } : { kind: 'written' };
  };
}
