import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
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
 * When `file` last changed: its last commit's date, or the file's own time where git
 * has no history of it (not a repository, a shallow export, a new file).
 */
export async function lastUpdatedOf(file: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: dirname(file),
    });
    if (stdout.trim()) return new Date(stdout.trim()).toISOString();
  } catch {
    // No git, or not a repository: the file's time below.
  }
  return (await stat(file)).mtime.toISOString();
}

/** What the config asks below a page: its edit link and its last-updated date. */
export async function pageFooterOf(
  config: SiteConfig,
  file: string,
  relativePath: string,
): Promise<Pick<PageData, 'editLink' | 'lastUpdated'>> {
  const { editLink, lastUpdated } = config;
  return {
    ...(editLink && {
      editLink: { url: editLink.pattern.replace(':path', relativePath), text: editLink.text },
    }),
    ...(lastUpdated && { lastUpdated: lastUpdatedText(await lastUpdatedOf(file)) }),
  };
}
