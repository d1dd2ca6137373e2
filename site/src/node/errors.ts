import { isAbsolute, relative } from 'node:path';

/** A path as a maintainer types it: relative to where they run the command. */
function shown(file: string): string {
  const rel = relative(process.cwd(), file);
  return isAbsolute(rel) || rel.startsWith('..') ? file : rel;
}

/** A maintainer's mistake: names the file, the line (when known) and the rule broken. */
export class SiteBuildError extends Error {
  override readonly name = 'SiteBuildError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly rule: string,
    readonly detail: string,
  ) {
    super(`${shown(file)}${line ? `:${line}` : ''}: ${detail} (rule: ${rule})`);
  }
}

/** Several mistakes reported at once, so a maintainer fixes them in one pass. */
export class SiteBuildErrors extends Error {
  override readonly name = 'SiteBuildErrors';
  constructor(readonly errors: SiteBuildError[]) {
    super(errors.map((e) => e.message).join('\n'));
  }
}
