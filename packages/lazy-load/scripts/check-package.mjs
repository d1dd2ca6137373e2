// Checks the package as npm would publish it, against the build in dist/ (it builds nothing):
//   1. the tarball holds exactly package.json, README.md, LICENSE, CHANGELOG.md and the build,
//      every file package.json points to among them, and its .d.cts import only .d.cts;
//   2. publint, strict, finds nothing (errors, warnings and suggestions all fail);
//   3. Are the Types Wrong? finds no problem in the packed tarball (offline).
// Each failure is printed with what is wrong; the exit code is 1 if any fails.
// Run from anywhere: `npm run test:package` at the repository's root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const PKG_DIR = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(PKG_DIR, 'dist');
const pkg = JSON.parse(readFileSync(join(PKG_DIR, 'package.json'), 'utf8'));
// Files the package ships besides its build.
const DOCUMENTS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
// What a build may leave in dist/ that must not ship (none of these is written today).
const NOT_SHIPPED = [/\.tsbuildinfo$/, /(^|\/)stats\.(html|json)$/, /(^|\/)\.DS_Store$/];
// A tool that cannot run (npm pack, attw) fails the check with its own words.
process.on('uncaughtException', (error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});

const name = relative(process.cwd(), PKG_DIR) || '.';
let failed = false;
function fail(check, lines) {
  failed = true;
  console.error(`✗ ${check}`);
  for (const line of lines) console.error(`    ${line}`);
}

function npm(args, cwd) {
  // Under `npm run`, the same npm that runs this script; else the one on PATH.
  const [command, prefix] = process.env.npm_execpath?.endsWith('.js')
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', []];
  const result = spawnSync(command, [...prefix, ...args], { cwd, encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(
      `npm ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`,
    );
  return result.stdout;
}

function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(PKG_DIR, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

// 0. The build must exist: this check never builds.
if (!existsSync(DIST) || filesIn(DIST).length === 0) {
  console.error(
    `✗ ${posix.join(name, 'dist')} is missing or empty: run \`npm run build\` first (or \`npm run build --workspace ${pkg.name}\`).`,
  );
  process.exit(1);
}

// 1. The tarball's files.
const expected = [
  ...DOCUMENTS,
  ...filesIn(DIST).filter((file) => !NOT_SHIPPED.some((re) => re.test(file))),
].sort();
const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], PKG_DIR));
const actual = packed.files.map((file) => file.path).sort();
const missing = expected.filter((file) => !actual.includes(file));
const extra = actual.filter((file) => !expected.includes(file));
if (missing.length || extra.length)
  fail('npm pack: the tarball does not hold the expected files', [
    ...missing.map((file) => `missing: ${file}`),
    ...extra.map((file) => `not expected: ${file}`),
  ]);
// Every file package.json points to is in the tarball (publint does not check unpkg/jsdelivr).
const targets = (value) =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(targets);
const pointed = [pkg.main, pkg.module, pkg.types, pkg.unpkg, pkg.jsdelivr, pkg.exports]
  .flatMap(targets)
  .map((path) => posix.normalize(path));
const absent = [...new Set(pointed)].filter((path) => !actual.includes(path));
if (absent.length)
  fail(
    'package.json points to files the tarball lacks',
    absent.map((path) => `absent: ${path}`),
  );

// CommonJS declarations import CommonJS declarations only: `./x.cjs` (types `./x.d.cts`), never an
// ESM `./x.js` (attw does not flag that mix).
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;
const mixed = actual
  .filter((file) => file.endsWith('.d.cts'))
  .flatMap((file) =>
    [...readFileSync(join(PKG_DIR, file), 'utf8').matchAll(RELATIVE_IMPORT)]
      .map(([, specifier]) => specifier)
      .filter(
        (specifier) =>
          !specifier.endsWith('.cjs') ||
          !actual.includes(posix.join(posix.dirname(file), specifier.replace(/\.cjs$/, '.d.cts'))),
      )
      .map((specifier) => `${file} imports '${specifier}'`),
  );
if (mixed.length)
  fail('CommonJS declarations must import packed .d.cts files, as ./x.cjs', [...new Set(mixed)]);

// 2. publint, strict: warnings count as errors, suggestions fail too.
const { messages, pkg: linted } = await publint({ pkgDir: PKG_DIR, pack: 'npm', strict: true });
if (messages.length)
  fail(
    `publint: ${messages.length} message(s)`,
    messages.map((m) => `${m.type}: ${formatMessage(m, linted, { color: false }) ?? m.code}`),
  );

// 3. Are the Types Wrong?, on a tarball packed into a temporary folder (no network).
const require = createRequire(import.meta.url);
const attwDir = dirname(require.resolve('@arethetypeswrong/cli/package.json'));
const attwBin = join(attwDir, require('@arethetypeswrong/cli/package.json').bin.attw);
const packDir = mkdtempSync(join(tmpdir(), 'lazy-load-pack-'));
let attwProblems;
try {
  const [tarball] = JSON.parse(
    npm(['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], PKG_DIR),
  );
  const attw = spawnSync(
    process.execPath,
    [attwBin, join(packDir, tarball.filename), '--format', 'json'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report;
  try {
    report = JSON.parse(attw.stdout);
  } catch {
    throw new Error(`attw did not run (exit ${attw.status}):\n${attw.stderr || attw.stdout}`);
  }
  if (!report.analysis?.types) attwProblems = ['the package has no types'];
  else
    attwProblems = report.analysis.problems.map((problem) => {
      const where = [problem.entrypoint, problem.resolutionKind].filter(Boolean).join(', ');
      // The file names, specifier and resolution mode; not the traces and positions.
      const details = Object.entries(problem)
        .filter(
          ([key, value]) =>
            typeof value === 'string' && !['kind', 'entrypoint', 'resolutionKind'].includes(key),
        )
        .map(([key, value]) => `${key} ${value}`);
      return [`${problem.kind}${where ? ` (${where})` : ''}`, ...details].join('; ');
    });
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
if (attwProblems.length)
  fail(
    `attw: ${attwProblems.length} problem(s); see https://github.com/arethetypeswrong/arethetypeswrong.github.io/tree/main/docs/problems`,
    attwProblems,
  );

if (failed) process.exit(1);
console.log(
  `✓ ${pkg.name}@${pkg.version}: ${actual.length} files packed as expected, publint (strict) clean, attw: no problems`,
);
