import type { SiteState } from './load-site';
import type { SourcePage } from './pages';
import { splitPageData, type PageDetails } from '../shared/types';

/**
 * Dev: how a save is shown, decided from the site before and after it: in place (the
 * modules that take an update), or by a reload. The plugin (dev-updates.ts) loads the
 * site again and sends what this says.
 */

/** What a page's own module brings of its data (see `PageSummary`). */
export const pageDetails = ({ data }: SourcePage): PageDetails => splitPageData(data).details;

const demosOf = (state: SiteState, file: string) =>
  state.pages.find((p) => p.file === file)?.compiled?.demos ?? [];

/** The modules made from the page's demos (their code, their styles), if it has any. */
export const demoModuleIds = (state: SiteState | undefined, file: string): string[] =>
  state ? demosOf(state, file).flatMap((d) => [d.moduleId, ...(d.cssId ? [d.cssId] : [])]) : [];

/**
 * Whether an edit of `edited` pages can be shown in place: the same pages at the same
 * paths (else the routes change), and the same demo modules (each is a module of its
 * own, which the page imports: their code may change, not their number or styles).
 */
export function editableInPlace(before: SiteState, after: SiteState, edited: string[]): boolean {
  const paths = (s: SiteState) => JSON.stringify(s.pages.map((p) => [p.file, p.data.path]));
  const modules = (s: SiteState, file: string) =>
    JSON.stringify(demosOf(s, file).map((d) => [d.moduleId, d.cssId]));
  return (
    paths(before) === paths(after) && edited.every((f) => modules(before, f) === modules(after, f))
  );
}

/** The demos of `edited` pages whose code or styles changed: modules that take the update. */
export function changedDemoModules(
  before: SiteState,
  after: SiteState,
  edited: string[],
): string[] {
  return edited.flatMap((file) => {
    const old = demosOf(before, file);
    return demosOf(after, file).flatMap((demo, i) => [
      ...(demo.module !== old[i]?.module ? [demo.moduleId] : []),
      ...(demo.cssId && demo.css !== old[i]?.css ? [demo.cssId] : []),
    ]);
  });
}

/** Whether the page's own code changed: its components, its demos' places. */
export function pageCodeChanged(before: SiteState, after: SiteState, page: string): boolean {
  return pageOf(before, page)?.compiled?.code !== pageOf(after, page)?.compiled?.code;
}

const pageOf = (state: SiteState, page: string) => state.pages.find((p) => p.file === page);
