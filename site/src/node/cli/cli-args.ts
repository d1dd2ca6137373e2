import { parseArgs } from 'node:util';
import { BASE_RULE, isValidBase } from '../../shared/base';
import { originSchema } from '../config-schema';
import { DEFAULT_DOCS_DIR, DEFAULT_OUT_DIR } from '../paths';

/** The site's commands, each with what it does and its default port (when it serves). */
export const COMMANDS = {
  build: { does: 'build the site into --out', port: undefined },
  dev: { does: 'serve the docs while you edit them (live reload)', port: 5173 },
  start: { does: 'build when out of date, then serve --out as in production', port: 4173 },
  nginx: {
    does: 'print the nginx server block that serves --out (its base and redirects)',
    port: undefined,
  },
} as const;

export type CommandName = keyof typeof COMMANDS;

/** Every option, with the commands that take it and its line in --help. */
const OPTIONS = {
  docs: {
    type: 'string',
    for: ['build', 'dev', 'start'],
    help: '--docs DIR   the docs folder (default: docs)',
  },
  out: {
    type: 'string',
    for: ['build', 'start', 'nginx'],
    help: '--out DIR    the built site (default: dist)',
  },
  base: {
    type: 'string',
    for: ['build', 'dev', 'start'],
    help: "--base PATH  the URL path the site is served under, e.g. /react/ (default: the config's base, else /)",
  },
  url: {
    type: 'string',
    for: ['build', 'dev', 'start'],
    help: "--url URL    the origin the site is deployed at, e.g. https://owner.github.io (default: the config's url)",
  },
  host: {
    type: 'string',
    for: ['dev', 'start'],
    help: '--host HOST  the address to listen on (default: $HOST, else 127.0.0.1)',
  },
  port: {
    type: 'string',
    for: ['dev', 'start'],
    help: '--port N     the port (default: $PORT, else 5173 for dev, 4173 for start; 0: any free one)',
  },
  workers: {
    type: 'string',
    for: ['start'],
    help: '--workers N  server processes (default: one per core, at most 4; 1: a single process)',
  },
  mode: {
    type: 'string',
    for: ['build'],
    help: '--mode M     production (default), or development for React’s checks',
  },
  verbose: {
    type: 'boolean',
    for: ['build', 'start'],
    help: '--verbose    each stage’s time (build), each request (start)',
  },
  help: {
    type: 'boolean',
    for: ['build', 'dev', 'start', 'nginx'],
    help: '-h, --help   this help',
  },
} as const;

type OptionName = keyof typeof OPTIONS;

export const USAGE = `usage: site <${Object.keys(COMMANDS).join('|')}> [options]   (npm run build|dev|start -- [options]); site --help for more`;

export const HELP = [
  'usage: site <command> [options]',
  '  from the repository: npm run <command> -- [options]',
  '',
  'commands:',
  ...Object.entries(COMMANDS).map(([name, { does }]) => `  ${name.padEnd(7)}${does}`),
  '',
  'options:',
  ...Object.values(OPTIONS).map((o) => `  ${o.help}  [${o.for.join(', ')}]`),
].join('\n');

export type Cli =
  | { command: 'help' }
  | {
      command: CommandName;
      docs: string;
      out: string;
      host: string;
      /** 0 lets the system pick a free port. */
      port: number;
      mode: 'production' | 'development';
      verbose: boolean;
      /** The URL path the site is served under, over the config's; undefined: the config's. */
      base: string | undefined;
      /** The origin the site is deployed at, over the config's `url`; undefined: the config's. */
      url: string | undefined;
      /** `start`: how many server processes; undefined for the default (one per core). */
      workers: number | undefined;
    };

/** A mistake on the command line: said in one line, followed by the usage line. */
export class UsageError extends Error {}

/** Reads the command line (without `node` and the script) and the environment's HOST and PORT. */
export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): Cli {
  const { tokens } = parseArgs({
    args: argv,
    options: { ...OPTIONS, help: { ...OPTIONS.help, short: 'h' } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const [first, ...extra] = tokens.filter((t) => t.kind === 'positional').map((t) => t.value);
  const options = tokens.filter((t) => t.kind === 'option');
  if (options.some((o) => o.name === 'help') && (first === undefined || first in COMMANDS))
    return { command: 'help' };
  if (first === undefined) throw new UsageError('a command is missing');
  if (!(first in COMMANDS)) throw new UsageError(`unknown command '${first}'`);
  const command = first as CommandName;
  const values: Partial<Record<OptionName, string | boolean>> = {};
  for (const { name, rawName, value } of options) {
    const known = OPTIONS[name as OptionName] as (typeof OPTIONS)[OptionName] | undefined;
    if (!known) throw new UsageError(`unknown option '${rawName}'`);
    if (!(known.for as readonly string[]).includes(command))
      throw new UsageError(`'${rawName}' is not an option of '${command}'`);
    if (known.type === 'string' && (value === undefined || value === ''))
      throw new UsageError(`'${rawName}' needs a value`);
    if (known.type === 'boolean' && value !== undefined)
      throw new UsageError(`'${rawName}' takes no value`);
    values[name as OptionName] = value ?? true;
  }
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);

  const text = (name: OptionName) => values[name] as string | undefined;
  const mode = text('mode') ?? 'production';
  if (mode !== 'production' && mode !== 'development')
    throw new UsageError(`'--mode' is production or development, not '${mode}'`);
  const portText = text('port') ?? env.PORT;
  const port = portText === undefined ? (COMMANDS[command].port ?? 0) : Number(portText);
  if (!/^\d+$/.test(portText ?? '0') || port > 65535)
    throw new UsageError(
      `${text('port') === undefined ? 'PORT' : "'--port'"} must be a port number (0-65535), not '${portText}'`,
    );
  const workersText = text('workers');
  const workers = workersText === undefined ? undefined : Number(workersText);
  if (workers !== undefined && !(/^\d+$/.test(workersText!) && workers >= 1 && workers <= 64))
    throw new UsageError(`'--workers' must be a number from 1 to 64, not '${workersText}'`);
  const base = text('base');
  if (base !== undefined && !isValidBase(base))
    throw new UsageError(`'--base' ${BASE_RULE}, not '${base}'`);
  const url = text('url');
  const badUrl = url === undefined ? undefined : originSchema.safeParse(url).error;
  if (badUrl) throw new UsageError(`'--url' ${badUrl.issues[0]!.message}, not '${url}'`);
  return {
    command,
    base,
    url,
    docs: text('docs') ?? DEFAULT_DOCS_DIR,
    out: text('out') ?? DEFAULT_OUT_DIR,
    host: text('host') ?? env.HOST ?? '127.0.0.1',
    port,
    mode,
    verbose: values.verbose === true,
    workers,
  };
}
