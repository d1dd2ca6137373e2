import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TwoslashInstance, TwoslashReturn } from 'twoslash';
import { REPO_ROOT } from '../paths';
import type { PackageSource } from '../documented-packages';

/**
 * Twoslash (the TypeScript compiler's hovers, `// ^?` queries and errors in a code block)
 * run ahead of Shiki: in here, asynchronously, with a disk cache, so that the transformer
 * Shiki runs (synchronously, `twoslash-transformer.ts`) only reads what this found.
 */

/** What the transformer draws from: the parts of a twoslash run it reads (see `check`). */
export type TwoslashResult = Pick<TwoslashReturn, 'code' | 'nodes'> & {
  meta: Pick<TwoslashReturn['meta'], 'extension'>;
};

/**
 * A mistake in a fence: a diagnostic it did not expect (`// @errors: 2322` expects one),
 * or a notation twoslash does not know, at its line.
 */
export interface FenceMistake {
  /** 0-based, in the fence's code as written. */
  line: number;
  text: string;
}

const require = createRequire(import.meta.url);

/** Where a fence's code is checked: the site's folder, and the packages it documents. */
export interface TwoslashSetting {
  /** Types that code imports (react…) resolve from here, as a file in this folder would. */
  root: string;
  packages: readonly PackageSource[];
}

/** The notations twoslash takes out of the code (`// ^?`, `// @errors`, `// ---cut---`). */
type Removals = TwoslashReturn['meta']['removals'];

/** An offset in the code twoslash output, as an offset in the code as written. */
export function writtenOffset(outputOffset: number, removals: Removals): number {
  let offset = outputOffset;
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) {
    if (start > offset) break;
    offset += end - start;
  }
  return offset;
}

/** A 0-based line of `code` at `offset`. */
const lineAt = (code: string, offset: number) => code.slice(0, offset).split('\n').length - 1;

/**
 * The diagnostics of a run with `noErrorValidation` that the code did not say it expects,
 * and the `// @flags` that are neither compiler options nor twoslash's.
 */
export function mistakesOf(code: string, result: TwoslashReturn): FenceMistake[] {
  const { errors: expected, noErrors } = result.meta.handbookOptions;
  const allowed = [...expected, ...(Array.isArray(noErrors) ? noErrors : [])];
  const errors =
    noErrors === true ? [] : result.errors.filter((e) => !allowed.includes(Number(e.code)));
  return [
    ...result.meta.flagNotations
      .filter((flag) => flag.type === 'unknown')
      .map((flag) => ({
        line: lineAt(code, flag.start),
        text: `// @${flag.name} is no compiler option nor twoslash notation`,
      })),
    ...errors.map((e) => ({
      line: lineAt(code, writtenOffset(e.start, result.meta.removals)),
      text: `error TS${e.code}: ${e.text}`,
    })),
  ];
}

/** One twoslasher per setting and process: TypeScript's environments are kept in it. */
const twoslashers = new Map<string, Promise<TwoslashInstance>>();

async function twoslasherFor(setting: TwoslashSetting): Promise<TwoslashInstance> {
  const key = JSON.stringify([setting.root, setting.packages.map((p) => [p.name, p.source])]);
  let made = twoslashers.get(key);
  if (!made) {
    made = (async () => {
      // (Loaded only for a page with a twoslash fence: TypeScript is a large module.)
      const [{ createTwoslasher }, { default: ts }] = await Promise.all([
        import('twoslash'),
        import('typescript'),
      ]);
      return createTwoslasher({
        vfsRoot: setting.root,
        compilerOptions: {
          jsx: ts.JsxEmit.ReactJSX,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          strict: true,
          skipLibCheck: true,
          // No global types but those the code imports (not every @types package around).
          types: [],
          // The documented packages' own source, as the demos are built against it.
          paths: Object.fromEntries(setting.packages.map((p) => [p.name, [p.source]])),
        },
        // Errors and notations are checked here (mistakesOf), to say their lines.
        handbookOptions: { noErrorValidation: true },
      });
    })();
    twoslashers.set(key, made);
  }
  return made;
}

/** Raised when what is kept, or what makes a fence right, changes: older entries go unread. */
const CACHE_VERSION = 3;

/** Where checked fences are kept between builds (beside Vite's own cache). */
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'site-twoslash');

/** The source files under `dir` (not its dependencies'): their paths, sizes and times. */
async function filesStamp(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile() && /\.[cm]?[jt]sx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.includes('node_modules'))
    .sort();
  return Promise.all(
    files.map(async (path) => {
      const s = await stat(path);
      return `${path}:${s.size}:${s.mtimeMs}`;
    }),
  );
}

/**
 * What a fence's result depends on besides its code: TypeScript's version, the setting,
 * the documented packages' sources (their types) and the lockfile above the site (the
 * dependencies' types).
 */
export async function settingStamp(setting: TwoslashSetting): Promise<string> {
  // (Its version from its package.json: a fence read from the cache loads no compiler.)
  const { version } = require('typescript/package.json') as { version: string };
  const lockfiles = [];
  for (let dir = setting.root; ; dir = dirname(dir)) {
    const lock = join(dir, 'package-lock.json');
    const s = await stat(lock).catch(() => undefined);
    if (s) lockfiles.push(`${lock}:${s.mtimeMs}`);
    if (s || dirname(dir) === dir) break;
  }
  const sources = await Promise.all(setting.packages.map((p) => filesStamp(dirname(p.source))));
  return JSON.stringify([CACHE_VERSION, version, setting.root, lockfiles, sources]);
}

/** The result kept on disk for this key, if any (an unreadable one is as none). */
async function cached(key: string): Promise<TwoslashResult | undefined> {
  try {
    return JSON.parse(await readFile(join(CACHE_DIR, `${key}.json`), 'utf8')) as TwoslashResult;
  } catch {
    return undefined;
  }
}

async function keep(key: string, result: TwoslashResult): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside then renamed: a reader in another thread never sees half a file.
  const aside = join(CACHE_DIR, `${key}.${process.pid}.${Math.random()}.tmp`);
  await writeFile(aside, JSON.stringify(result));
  await rename(aside, join(CACHE_DIR, `${key}.json`));
}

/** A fence checked: what to draw, or its mistakes (nothing is drawn then). */
export type Checked = { result: TwoslashResult } | { mistakes: FenceMistake[] };

/**
 * Runs twoslash on a fence's code (`lang`: ts or tsx), or reads its result from the
 * cache when nothing it depends on changed (`stamp`). A run with mistakes is not kept.
 * Throws twoslash's own errors (a query that points at nothing, an unknown `// @flag`).
 */
export async function checkTwoslash(
  code: string,
  lang: string,
  setting: TwoslashSetting,
  /** The setting's `settingStamp`, once for a page's fences. */
  stamp: string,
): Promise<Checked> {
  const key = createHash('sha256')
    .update(JSON.stringify([lang, code, stamp]))
    .digest('hex');
  const hit = await cached(key);
  if (hit) return { result: hit };
  const twoslasher = await twoslasherFor(setting);
  const run = twoslasher(code, lang);
  const mistakes = mistakesOf(code, run);
  if (mistakes.length) return { mistakes };
  const result: TwoslashResult = {
    code: run.code,
    // A closing tag's type is its opening tag's: one popup (and tab stop) for the two.
    nodes: run.nodes.filter(
      (n) => n.type !== 'hover' || run.code.slice(n.start - 2, n.start) !== '</',
    ),
    meta: { extension: run.meta.extension },
  };
  await keep(key, result);
  return { result };
}
