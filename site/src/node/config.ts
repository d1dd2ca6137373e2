import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SiteBuildError, SiteBuildErrors } from './errors';
import { siteConfigSchema, type SiteConfig } from './config-schema';
import { runnerImport } from 'vite';
import type { z } from 'zod';

export const CONFIG_FILE = 'site.config.ts';

type Issue = z.core.$ZodIssue;

/**
 * A value that matched none of a union's shapes (a nav link or group, a sidebar link or
 * group) is said in the shape it came nearest, the one it got deepest into: `{ text,
 * link: "ftp:…" }` is a link with a bad `link`, not a group without `items`. When no
 * shape got further than another (a bad path or URL), the union's own message stays.
 */
function nearestIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (issues: Issue[]) =>
    // (A key the shape does not have: a step short of the level it is found at.)
    Math.min(...issues.map((i) => i.path.length - (i.code === 'unrecognized_keys' ? 0.5 : 0)));
  const depths = issue.errors.map(depth);
  const deepest = Math.max(...depths);
  if (depths.filter((d) => d === deepest).length > 1) return [issue];
  return issue.errors[depths.indexOf(deepest)]!.flatMap((inner) =>
    nearestIssues({ ...inner, path: [...issue.path, ...inner.path] } as Issue),
  );
}

/** Checks a raw config object; every bad field becomes an error naming it and the rule. */
export function validateConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new SiteBuildErrors(
    result.error.issues.flatMap(nearestIssues).map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : '(root)';
      return new SiteBuildError(file, undefined, `config field "${field}"`, issue.message);
    }),
  );
}

export interface LoadedConfig {
  config: SiteConfig;
  /** The files the config was made from (itself and what it imports), for dev's reloads. */
  files: string[];
}

/**
 * Loads and validates `<docsDir>/site.config.ts` through Vite's module runner (TypeScript,
 * JSON imports), a fresh import each call (dev reloads).
 */
export async function loadConfig(docsDir: string): Promise<LoadedConfig> {
  const file = `${docsDir}/${CONFIG_FILE}`;
  if (!existsSync(file)) {
    throw new SiteBuildError(
      file,
      undefined,
      'the docs folder has a site config',
      'file not found',
    );
  }
  let mod: { default?: unknown };
  let dependencies: string[];
  try {
    ({ module: mod, dependencies } = await runnerImport<{ default?: unknown }>(file, {
      configFile: false,
      logLevel: 'silent',
    }));
  } catch (error) {
    const detail = (error as Error).message.split('\n')[0];
    throw new SiteBuildError(
      file,
      undefined,
      'the site config is a module that loads',
      `cannot load: ${detail}`,
    );
  }
  const config = validateConfig(mod.default, file);
  const inPublic = (field: string, path: string | undefined) =>
    path === undefined || existsSync(`${docsDir}/public${path}`)
      ? []
      : [
          new SiteBuildError(
            file,
            undefined,
            `config field "${field}"`,
            `no such file in the public folder: ${path}`,
          ),
        ];
  const logo = typeof config.logo === 'string' ? { light: config.logo } : (config.logo ?? {});
  const missing = [
    ...inPublic('image', config.image),
    ...Object.entries(logo).flatMap(([scheme, path]) =>
      inPublic(typeof config.logo === 'string' ? 'logo' : `logo.${scheme}`, path),
    ),
    ...config.customCss.flatMap((sheet, i) =>
      existsSync(resolve(docsDir, sheet))
        ? []
        : [
            new SiteBuildError(
              file,
              undefined,
              `config field "customCss.${i}"`,
              `no such file in the docs folder: ${sheet}`,
            ),
          ],
    ),
    ...Object.entries(config.components).flatMap(([name, module]) =>
      existsSync(resolve(docsDir, module))
        ? []
        : [
            new SiteBuildError(
              file,
              undefined,
              `config field "components.${name}"`,
              `no such file in the docs folder: ${module}`,
            ),
          ],
    ),
  ];
  if (missing.length) throw new SiteBuildErrors(missing);
  return { config, files: [resolve(file), ...dependencies] };
}
