import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { lookup, mimes } from 'mrmime';
import { BASE_RULE, isValidBase } from '../src/shared/base';
import { BUILD_RECORD_FILE, type BuildRecord } from './build-record';
import {
  EXTRA_SOURCE,
  EXTRA_SOURCE_RULE,
  POLICY_DIRECTIVES,
  type ExtraSources,
} from './csp-sources';
import { securityHeaders } from './security-headers';
import { readRedirects, withCleanHtmlRules, type Redirect } from './redirects';
import { isHiddenPath } from './request-target';

// mrmime knows no favicon type; nginx's mime.types says this.
mimes.ico = 'image/x-icon';

/** One file of a deploy, in memory with its precompressed siblings. */
export interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  /** Weak, so one tag serves every encoding of the file (they are equivalent). */
  etag: string;
  /** An HTTP date. */
  lastModified: string;
}

/**
 * One deploy of the built folder, read whole into memory: a response is then wholly
 * this deploy's, however the folder changes while it is sent (a redeploy swaps the
 * snapshot, never the bytes under a response).
 */
export interface SiteSnapshot {
  /** The URL path the deploy is served under (its build's record; "/" without one). */
  base: string;
  redirects: Map<string, Redirect>;
  /** The files by URL path under the base (Unicode NFC); nothing else may answer 200. */
  files: Map<string, SiteFile>;
  notFoundPage: SiteFile | undefined;
  /** Sources the site's policy allows beyond its own, as its build recorded them. */
  csp: ExtraSources;
  /** What every response says (securityHeaders), with the site's policy. */
  headers: Readonly<Record<string, string>>;
}

const SIBLING = /\.(br|gz)$/;

/** Text types get their charset, as nginx's `charset utf-8` gives them. */
function contentType(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream';
  return type.startsWith('text/') || /javascript|json|svg|xml/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * Reads root's regular files. Symbolic links are not followed (a link leaving root, a
 * dangling one or a loop is simply no file); dotfiles and source maps are not read.
 */
export function loadSnapshot(root: string): SiteSnapshot {
  const redirects = readRedirects(root);
  const { base, csp = {} } = readBuildRecord(root);
  const read = new Map<string, { body: Buffer; mtime: Date }>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    const path = `/${relative(root, abs).split(sep).join('/')}`.normalize('NFC');
    if (isHiddenPath(path)) continue;
    read.set(path, { body: readFileSync(abs), mtime: statSync(abs).mtime });
  }
  const files = new Map<string, SiteFile>();
  for (const [path, { body, mtime }] of read) {
    // `x.js.br` is an encoding of `x.js`, not a file of its own.
    const sibling = SIBLING.exec(path);
    if (sibling && read.has(path.slice(0, sibling.index))) continue;
    files.set(path, {
      body,
      br: read.get(`${path}.br`)?.body,
      gzip: read.get(`${path}.gz`)?.body,
      type: contentType(path),
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: mtime.toUTCString(),
    });
  }
  return {
    base,
    redirects: withCleanHtmlRules(redirects, files.keys(), base),
    files,
    notFoundPage: files.get('/404.html'),
    csp,
    headers: securityHeaders(csp),
  };
}

/** What the build recorded of itself; a folder without a record is served at "/". */
export function readBuildRecord(root: string): BuildRecord {
  let text: string;
  try {
    text = readFileSync(join(root, BUILD_RECORD_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { base: '/' };
    throw error;
  }
  const record = JSON.parse(text) as Partial<BuildRecord>;
  // A bad record would serve every page at the wrong place: fail, as a bad _redirects does.
  if (typeof record.base !== 'string' || !isValidBase(record.base))
    throw new Error(`${BUILD_RECORD_FILE}: "base" ${BASE_RULE}`);
  const inputs = Array.isArray(record.inputs)
    ? record.inputs.filter((input) => typeof input === 'string')
    : [];
  const csp = record.csp ?? {};
  const wellFormed =
    typeof csp === 'object' &&
    Object.entries(csp).every(
      ([name, sources]) =>
        (POLICY_DIRECTIVES as readonly string[]).includes(name) &&
        Array.isArray(sources) &&
        sources.every((source) => typeof source === 'string' && EXTRA_SOURCE.test(source)),
    );
  // Its sources go into every response's header: nothing but well-formed ones.
  if (!wellFormed) throw new Error(`${BUILD_RECORD_FILE}: "csp" sources ${EXTRA_SOURCE_RULE}`);
  return { base: record.base, inputs, csp };
}
