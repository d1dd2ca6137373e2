/**
 * Package-manager tabs (```bash npm2yarn): one npm command, shown for npm, yarn and pnpm;
 * the reader's choice remembered across blocks and visits. Shared by the build (the
 * commands), the boot script and the app (the choice).
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Where the reader's choice is kept. */
export const PACKAGE_MANAGER_KEY = 'lazy-load-docs:package-manager';

const DEV = /^(?:-D|--save-dev)$/;

/** One npm command line as `pm` writes it; a line it does not know stays as it is. */
function convertLine(line: string, pm: PackageManager): string {
  if (pm === 'npm') return line;
  const indent = line.slice(0, line.length - line.trimStart().length);
  const [tool, command, ...args] = line.trim().split(/\s+/);
  if (tool === 'npx' && command) return `${indent}${pm} dlx ${[command, ...args].join(' ')}`;
  if (tool !== 'npm') return line;
  const flags = args.map((a) => (DEV.test(a) ? '-D' : a));
  switch (command) {
    case 'install':
    case 'i':
    case 'add':
      if (!args.some((a) => !a.startsWith('-'))) return `${indent}${pm} install`;
      return `${indent}${pm} add ${flags.join(' ')}`;
    case 'uninstall':
    case 'remove':
    case 'rm':
      return `${indent}${pm} remove ${args.join(' ')}`;
    case 'run':
      return `${indent}${[pm, ...args].join(' ')}`;
    case 'test':
    case 'start':
      return `${indent}${[pm, command, ...args].join(' ')}`;
    default:
      return line;
  }
}

/** An npm script (one command a line, LF or CRLF) as `pm` writes it, with LF line ends. */
export function convertCommands(code: string, pm: PackageManager): string {
  return code
    .split(/\r?\n/)
    .map((line) => convertLine(line, pm))
    .join('\n');
}
