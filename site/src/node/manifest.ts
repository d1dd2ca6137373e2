interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where the client build's manifest sits in its bundle. */
export const MANIFEST_FILE = '.vite/manifest.json';

/** The scripts and styles that the given source modules need, with their static imports. */
export function assetsOf(
  manifest: Manifest,
  sources: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(source);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
