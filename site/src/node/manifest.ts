interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where the client build's manifest sits in its bundle. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The site's one stylesheet (`build.cssCodeSplit: false`), as the manifest names it. */
export const STYLESHEET_SOURCE = 'style.css';

/** The scripts that the given source modules need, with their static imports. */
export function scriptsOf(manifest: Manifest, sources: readonly string[]): string[] {
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(source);
  }
  return [...scripts];
}

/** The site's stylesheet, if it has styles at all. */
export function stylesheetOf(manifest: Manifest): string | undefined {
  const file = manifest[STYLESHEET_SOURCE]?.file;
  return file && `/${file}`;
}

/** The files of the chunks made from the sources `from` picks (relative to the repository). */
export function chunkFilesOf(manifest: Manifest, from: (source: string) => boolean): string[] {
  return Object.entries(manifest).flatMap(([source, chunk]) => (from(source) ? [chunk.file] : []));
}
