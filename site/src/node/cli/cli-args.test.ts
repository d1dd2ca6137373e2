// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BASE_RULE } from '../../shared/base';
import { HELP, parseCli, UsageError } from './cli-args';
import { DEFAULT_DOCS_DIR, DEFAULT_OUT_DIR } from '../paths';

const fails = (argv: string[], message: string, env = {}) =>
  expect(() => parseCli(argv, env)).toThrow(new UsageError(message));

describe('parseCli', () => {
  it('gives each command its defaults: dev on 5173, start on 4173, on 127.0.0.1', () => {
    expect(parseCli(['build'])).toEqual({
      command: 'build',
      base: undefined,
      url: undefined,
      docs: DEFAULT_DOCS_DIR,
      out: DEFAULT_OUT_DIR,
      host: '127.0.0.1',
      port: 0,
      mode: 'production',
      verbose: false,
      workers: undefined,
    });
    expect(parseCli(['dev'])).toMatchObject({ command: 'dev', port: 5173 });
    expect(parseCli(['start'])).toMatchObject({ command: 'start', port: 4173 });
  });

  it('reads --port and --host, in both spellings, before PORT and HOST', () => {
    const env = { PORT: '8000', HOST: '0.0.0.0' };
    expect(parseCli(['dev'], env)).toMatchObject({ port: 8000, host: '0.0.0.0' });
    expect(parseCli(['dev', '--port', '3000', '--host=::1'], env)).toMatchObject({
      port: 3000,
      host: '::1',
    });
    expect(parseCli(['start', '--port=0'])).toMatchObject({ port: 0 });
  });

  it('reads --docs, --out, --mode and --verbose', () => {
    expect(
      parseCli(['build', '--docs', 'd', '--out', '/tmp/x', '--mode', 'development', '--verbose']),
    ).toMatchObject({ docs: 'd', out: '/tmp/x', mode: 'development', verbose: true });
  });

  it('reads --base for build, dev and start, and says the rule a bad one breaks', () => {
    for (const command of ['build', 'dev', 'start'])
      expect(parseCli([command, '--base', '/react/'])).toMatchObject({ base: '/react/' });
    expect(parseCli(['build', '--base=/'])).toMatchObject({ base: '/' });
    for (const bad of ['react', '/react', 'https://x.org/react/'])
      fails(['build', '--base', bad], `'--base' ${BASE_RULE}, not '${bad}'`);
  });

  it('reads --url, an origin', () => {
    expect(parseCli(['build', '--url', 'https://x.github.io'])).toMatchObject({
      url: 'https://x.github.io',
    });
    fails(
      ['build', '--url', 'https://x.github.io/react/'],
      `'--url' must be the site's origin, e.g. "https://example.com" (a path under it goes in "base"), not 'https://x.github.io/react/'`,
    );
  });

  it('reads --workers for start: 1 to 64 processes', () => {
    expect(parseCli(['start', '--workers', '1'])).toMatchObject({ workers: 1 });
    expect(parseCli(['start', '--workers=64'])).toMatchObject({ workers: 64 });
    for (const bad of ['0', '65', '1.5', 'two'])
      fails(['start', '--workers', bad], `'--workers' must be a number from 1 to 64, not '${bad}'`);
    fails(['dev', '--workers', '2'], "'--workers' is not an option of 'dev'");
  });

  it('answers --help and -h, alone or after a command', () => {
    for (const argv of [['--help'], ['-h'], ['dev', '--help'], ['start', '-h', '--port', 'x']])
      expect(parseCli(argv)).toEqual({ command: 'help' });
    expect(HELP).toContain('--port N');
    expect(HELP).toMatch(/^ {2}dev {4}serve the docs/m);
  });

  it('names each mistake in one line', () => {
    fails([], 'a command is missing');
    fails(['serve'], "unknown command 'serve'");
    fails(['serve', '--help'], "unknown command 'serve'");
    fails(['dev', 'extra'], "unexpected argument 'extra'");
    fails(['dev', '--prot', '3000'], "unknown option '--prot'");
    fails(['dev', '-p'], "unknown option '-p'");
    fails(['dev', '--out', 'x'], "'--out' is not an option of 'dev'");
    fails(['build', '--port', '1'], "'--port' is not an option of 'build'");
    fails(['dev', '--port'], "'--port' needs a value");
    fails(['dev', '--port='], "'--port' needs a value");
    fails(['build', '--verbose=yes'], "'--verbose' takes no value");
    fails(['build', '--mode', 'prod'], "'--mode' is production or development, not 'prod'");
  });

  it('rejects a port that is not one, from the option or from PORT', () => {
    fails(['dev', '--port', 'abc'], "'--port' must be a port number (0-65535), not 'abc'");
    fails(['dev', '--port', '65536'], "'--port' must be a port number (0-65535), not '65536'");
    fails(['dev', '--port', '-1'], "'--port' must be a port number (0-65535), not '-1'");
    fails(['start'], "PORT must be a port number (0-65535), not '4.5'", { PORT: '4.5' });
  });
});
