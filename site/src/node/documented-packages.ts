import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DocumentedPackage } from '../shared/documented-packages';
import { CONFIG_FILE } from './config';
import type { SiteConfig } from './config-schema';
import { SiteBuildError, SiteBuildErrors } from './errors';

/** A documented package as the build knows it: where its source and its package.json are. */
export interface PackageSource extends DocumentedPackage {
  /** Its source entry (absolute): demos are built against it, not a published build. */
  source: string;
  /** Its folder (the one holding its package.json). */
  root: string;
}

/** The folder at or above `from` that holds a package.json. */
function packageRoot(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The packages the config documents (`packages`), each with the name and version of its
 * package.json. Every mistake is said at once: a source that is not there, no package.json
 * above it, one without a name or version, a name given twice.
 */
export function documentedPackagesOf(config: SiteConfig, docsDir: string): PackageSource[] {
  const configFile = join(docsDir, CONFIG_FILE);
  const errors: SiteBuildError[] = [];
  const fail = (index: number, detail: string) =>
    errors.push(new SiteBuildError(configFile, undefined, `packages[${index}]`, detail));
  const found: PackageSource[] = [];
  config.packages.forEach((entry, index) => {
    const source = resolve(docsDir, entry.source);
    if (!existsSync(source)) return fail(index, `its source ${entry.source} is not there`);
    const root = packageRoot(dirname(source));
    if (!root) return fail(index, `no package.json above its source ${entry.source}`);
    const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (!name || !version)
      return fail(index, `${join(root, 'package.json')} has no name or no version`);
    if (found.some((p) => p.name === name)) return fail(index, `${name} is documented twice`);
    found.push({ ...entry, name, version, source, root });
  });
  if (errors.length > 0) throw new SiteBuildErrors(errors);
  return found;
}

/** What the browser gets of them: no paths of the machine that built the site. */
export const forBrowser = (packages: readonly PackageSource[]): DocumentedPackage[] =>
  packages.map(({ name, version, browser, markupImports }) => ({
    name,
    version,
    browser,
    markupImports,
  }));
