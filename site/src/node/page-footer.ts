import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { LastUpdated, PageData } from '../shared/types';
import type { SiteConfig } from './config-schema';

const run = promisify(execFile);
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A date as the footer shows it. */
export function lastUpdatedText(iso: string): LastUpdated {
  return { iso, text: DATE.format(new Date(iso)) };
}

/**
 * When each file below `dir` was last committed (ISO dates, by absolute path), read from
 * one `git log` of the folder: a build dates every page, and a `git log` per page cost
 * ~13 ms of CPU each at 2,000 pages (the process forked from a build's large memory, and
 * git walking the history for each). A file git has no history of is not in it; no git,
 * or no repository, gives none.
 */
export async function lastCommitDates(dir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  let stdout: string;
  try {
    // Each commit, newest first: \x01 and its date, then the files it changed below
    // `dir`, relative to it (-z: each ends with \0, none quoted; the first after a \n).
    ({ stdout } = await run(
      'git',
      ['log', '-z', '--format=%x01%cI', '--name-only', '--no-renames', '--relative', '--', '.'],
      { cwd: dir, maxBuffer: 1 << 30 },
    ));
  } catch {
    return dates;
  }
  let date = '';
  for (const field of stdout.split('\0')) {
    if (field.startsWith('\x01')) date = new Date(field.slice(1)).toISOString();
    else if (field) {
      const file = join(dir, field.replace(/^\n/, ''));
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

/**
 * When `file` last changed: its last commit's date, or the file's own time where git
 * has no history of it (not a repository, a shallow export, a new file). Given the
 * docs' commit dates (`CommitDates`), those, not git again.
 */
export async function lastUpdatedOf(file: string, dates?: CommitDates): Promise<string> {
  const committed = dates instanceof Map ? dates.get(file) : await (dates ?? lastCommitDate)(file);
  return committed ?? (await stat(file)).mtime.toISOString();
}

/**
 * The docs' last commit dates: every file's, read at once (`lastCommitDates`), or a
 * file's when asked (`commitDatesAsked`).
 */
export type CommitDates = Map<string, string> | ((file: string) => Promise<string | undefined>);

/**
 * Dev: a file's last commit date, asked of git once a file: a `git` process on each
 * save cost the dev server's main thread ~20 ms at 2,000 pages (the fork of its memory).
 * A commit made while it runs shows once it restarts, as a build shows it.
 */
export function commitDatesAsked(): (file: string) => Promise<string | undefined> {
  const asked = new Map<string, Promise<string | undefined>>();
  return (file) => {
    let date = asked.get(file);
    if (!date) asked.set(file, (date = lastCommitDate(file)));
    return date;
  };
}

/** The date of `file`'s last commit, if git has one. */
async function lastCommitDate(file: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: dirname(file),
    });
    if (stdout.trim()) return new Date(stdout.trim()).toISOString();
  } catch {
    // No git, or not a repository: none.
  }
  return undefined;
}

/** What the config asks below a page: its edit link and its last-updated date. */
export async function pageFooterOf(
  config: SiteConfig,
  file: string,
  relativePath: string,
  /** The docs' commit dates, if known (by default, git is asked). */
  dates?: CommitDates,
): Promise<Pick<PageData, 'editLink' | 'lastUpdated'>> {
  const { editLink, lastUpdated } = config;
  return {
    ...(editLink && {
      editLink: { url: editLink.pattern.replace(':path', relativePath), text: editLink.text },
    }),
    ...(lastUpdated && { lastUpdated: lastUpdatedText(await lastUpdatedOf(file, dates)) }),
  };
}
