import type { DemoOptions } from '../../shared/demo';
import { demoOverridesSchema, type DemoOverrides } from '../config-schema';
import { mergeDemoOptions } from '../demo-defaults';
import { SiteBuildError } from '../errors';

/** One `::: demo` container as written. */
export interface DemoContainer {
  index: number;
  /** Line of the opening `:::` (1-based). */
  line: number;
  kind: 'markup' | 'module';
  language: 'jsx' | 'tsx';
  /** The markup, or the module's code, exactly as written. */
  source: string;
  /** Line where `source` starts. */
  sourceLine: number;
  css: string;
  options: DemoOptions;
}

const OPEN = /^(:{3,})\s*demo(?:\s+(.*?))?\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;

/** The placeholder a container leaves in the Markdown, replaced by the demo block. */
export function demoPlaceholder(index: number): string {
  return `<!--lazy-load-docs:demo:${index}-->`;
}
export const DEMO_PLACEHOLDER = /^<!--lazy-load-docs:demo:(\d+)-->$/;

function parseOptions(text: string, file: string, line: number): DemoOverrides {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SiteBuildError(
      file,
      line,
      'demo options are a JSON object after "::: demo"',
      `bad options: ${(error as Error).message}`,
    );
  }
  const result = demoOverridesSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
  const field = issue.path.join('.') || '(options)';
  throw new SiteBuildError(file, line, `demo option "${field}"`, `${issue.message}${keys}`);
}

/** The fenced blocks of a container's body: a jsx/tsx module and an optional css. */
function fencesOf(lines: string[]): { lang: string; start: number; body: string }[] {
  const fences: { lang: string; start: number; body: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const marker = open[2]!;
    const end = lines.findIndex(
      (l, j) => j > i && l.trim().startsWith(marker) && l.trim().replace(/[`~]/g, '') === '',
    );
    const stop = end === -1 ? lines.length : end;
    fences.push({ lang: open[3]!, start: i + 1, body: lines.slice(i + 1, stop).join('\n') });
    i = stop;
  }
  return fences;
}

/**
 * Finds the `::: demo` containers of a page, replaces each by a placeholder line (and
 * blank lines, so later line numbers do not move), and returns them with their
 * options merged over the site's defaults. Fenced code outside demos is skipped.
 */
export function extractDemos(
  markdown: string,
  file: string,
  defaults: DemoOptions,
): { markdown: string; demos: DemoContainer[] } {
  const lines = markdown.split('\n');
  const demos: DemoContainer[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
        fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[2];
      continue;
    }
    const open = OPEN.exec(line);
    if (!open) continue;
    const colons = open[1]!.length;
    const lineNo = i + 1;
    const options = mergeDemoOptions(defaults, parseOptions(open[2] ?? '', file, lineNo));
    // The container ends at the first run of at least as many colons, outside fences.
    let end = -1;
    let inner: string | undefined;
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      const f = FENCE.exec(l);
      if (inner) {
        if (l.trim().startsWith(inner) && l.trim().replace(/[`~]/g, '') === '') inner = undefined;
        continue;
      }
      if (f) inner = f[2];
      else if (new RegExp(`^:{${colons},}\\s*$`).test(l)) {
        end = j;
        break;
      }
    }
    if (end === -1) {
      throw new SiteBuildError(
        file,
        lineNo,
        'a "::: demo" container is closed by ":::"',
        'unclosed demo container',
      );
    }
    const body = lines.slice(i + 1, end);
    const fences = fencesOf(body);
    const code = fences.find((f) => f.lang === 'jsx' || f.lang === 'tsx');
    const css = fences.find((f) => f.lang === 'css');
    if (fences.length && !code) {
      throw new SiteBuildError(
        file,
        lineNo + 1,
        'a demo holds JSX markup, or a jsx/tsx fence (and an optional css fence)',
        'no jsx or tsx fence in this demo',
      );
    }
    const source = code ? code.body : body.join('\n').replace(/^\n+|\n+$/g, '');
    if (!source.trim()) throw new SiteBuildError(file, lineNo, 'a demo is not empty', 'empty demo');
    const leading = code ? 0 : body.findIndex((l) => l.trim() !== '');
    demos.push({
      index: demos.length,
      line: lineNo,
      kind: code ? 'module' : 'markup',
      language: code?.lang === 'tsx' ? 'tsx' : 'jsx',
      source,
      sourceLine: lineNo + 1 + (code ? code.start : leading),
      css: css?.body ?? '',
      options,
    });
    lines.splice(
      i,
      end - i + 1,
      demoPlaceholder(demos.length - 1),
      ...Array<string>(end - i).fill(''),
    );
    i = end;
  }
  return { markdown: lines.join('\n'), demos };
}
