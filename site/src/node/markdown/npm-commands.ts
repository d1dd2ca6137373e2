/**
 * The commands of a ```bash npm2yarn block for each package manager, by npm-to-yarn (the
 * conversion Docusaurus's npm2yarn uses). Build-time only: the browser gets the commands
 * written out, never the library (shared/package-manager.ts, which the browser imports,
 * holds only the list).
 */
import convert from 'npm-to-yarn';
import type { PackageManager } from '../../shared/package-manager';

/**
 * `npm ci` (a clean install from the lockfile, failing if it is out of date), which
 * npm-to-yarn does not convert: Yarn 1's form, and the same flag for pnpm and bun. Only
 * the bare command: with flags of its own it stays npm.
 */
const CLEAN_INSTALL: Record<Exclude<PackageManager, 'npm'>, string> = {
  yarn: 'yarn install --frozen-lockfile',
  pnpm: 'pnpm install --frozen-lockfile',
  bun: 'bun install --frozen-lockfile',
};

/**
 * `npx …` for Yarn 1, which most readers' `yarn` still is and which has no `dlx`
 * (npm-to-yarn writes Yarn 2's `yarn dlx`): a `create-*` package runs through `yarn
 * create`, in every Yarn; anything else stays npx, which comes with Node.
 */
function yarnOneOff(command: string): string | undefined {
  const [, pkg = '', ...args] = command.split(/\s+/);
  const created = /^create-([^@/\s]+(?:@\S+)?)$/.exec(pkg);
  return created ? ['yarn create', created[1], ...args].join(' ') : undefined;
}

/**
 * One command (`npm …` or `npx …`, trimmed) as `pm` writes it, or undefined if it is
 * none of those or npm-to-yarn cannot convert it.
 */
function convertCommand(command: string, pm: Exclude<PackageManager, 'npm'>): string | undefined {
  // npm-to-yarn replaces every "npm" in what it is given, inside words too (`cd npm-app`
  // comes back broken): it gets only a command that starts with npm or npx.
  if (!/^np[mx] /.test(command)) return undefined;
  if (command === 'npm ci') return CLEAN_INSTALL[pm];
  if (pm === 'yarn' && command.startsWith('npx ')) return yarnOneOff(command);
  // (`npm add` is npm's alias of install, which npm-to-yarn does not know.)
  const converted = convert(command.replace(/^npm add /, 'npm install '), pm);
  // What it cannot convert comes back as npm, with a second line "# couldn't
  // auto-convert command" (and for bun, `=` in it made a space): the line as written.
  return converted.includes('\n') ? undefined : converted;
}

/**
 * One line of a script as `pm` writes it, its indentation kept; commands joined by `&&`
 * each on their own (npm-to-yarn, given the whole line, drops the space before `&&`).
 * A line, or a command, that is not npm's stays as written.
 */
function convertLine(line: string, pm: Exclude<PackageManager, 'npm'>): string {
  return line
    .split(/(\s*&&\s*)/)
    .map((part) => {
      // (A separator, `&&`, is no npm command: it stays as it is, like any other.)
      const command = part.trim();
      const converted = convertCommand(command, pm);
      return converted === undefined ? part : part.replace(command, () => converted);
    })
    .join('');
}

/** An npm script (one command a line, LF or CRLF) as `pm` writes it, with LF line ends. */
export function convertCommands(code: string, pm: PackageManager): string {
  const lines = code.split(/\r?\n/);
  return (pm === 'npm' ? lines : lines.map((line) => convertLine(line, pm))).join('\n');
}
