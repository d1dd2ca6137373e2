// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertCommands } from './npm-commands';

/**
 * Each form as each manager's tab shows it: npm's as written; the others as npm-to-yarn
 * writes them (yarn meaning Yarn 1), or as
 * this module does where it overrides the library.
 */
const FORMS: { npm: string; yarn: string; pnpm: string; bun: string; note?: string }[] = [
  { npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' },
  // pnpm keeps npm's alias, which it has too.
  { npm: 'npm i', yarn: 'yarn install', pnpm: 'pnpm i', bun: 'bun install' },
  { npm: 'npm install x', yarn: 'yarn add x', pnpm: 'pnpm add x', bun: 'bun add x' },
  {
    npm: 'npm install @lazy-load/react',
    yarn: 'yarn add @lazy-load/react',
    pnpm: 'pnpm add @lazy-load/react',
    bun: 'bun add @lazy-load/react',
    note: "the docs' own",
  },
  { npm: 'npm install x y', yarn: 'yarn add x y', pnpm: 'pnpm add x y', bun: 'bun add x y' },
  {
    npm: 'npm install -D x',
    yarn: 'yarn add --dev x',
    pnpm: 'pnpm add -D x',
    bun: 'bun add --dev x',
    note: 'dev: --dev for yarn and bun, the flag as written for pnpm',
  },
  {
    npm: 'npm i --save-dev x',
    yarn: 'yarn add --dev x',
    pnpm: 'pnpm add --save-dev x',
    bun: 'bun add --dev x',
    note: 'dev: --dev for yarn and bun, the flag as written for pnpm',
  },
  {
    npm: 'npm install -g x',
    yarn: 'yarn global add x',
    pnpm: 'pnpm add -g x',
    bun: 'bun add --global x',
    note: "global: Yarn 1's yarn global add",
  },
  { npm: 'npm uninstall x', yarn: 'yarn remove x', pnpm: 'pnpm remove x', bun: 'bun remove x' },
  {
    npm: 'npm run build',
    yarn: 'yarn build',
    pnpm: 'pnpm run build',
    bun: 'bun run build',
    note: 'a script: yarn without run',
  },
  {
    npm: 'npm run dev -- --port 3000',
    yarn: 'yarn dev --port 3000',
    pnpm: 'pnpm run dev --port 3000',
    bun: 'bun run dev --port 3000',
    note: "the script's arguments, without npm's --",
  },
  {
    npm: 'npm test',
    yarn: 'yarn test',
    pnpm: 'pnpm test',
    bun: 'bun run test',
    note: 'the test script: bun run test, since bun test is its own test runner',
  },
  { npm: 'npm start', yarn: 'yarn start', pnpm: 'pnpm start', bun: 'bun start' },
  {
    npm: 'npm ci',
    yarn: 'yarn install --frozen-lockfile',
    pnpm: 'pnpm install --frozen-lockfile',
    bun: 'bun install --frozen-lockfile',
    note: "npm-to-yarn has none: overridden, Yarn 1's --frozen-lockfile",
  },
  {
    npm: 'npm ci --omit=dev',
    yarn: 'npm ci --omit=dev',
    pnpm: 'npm ci --omit=dev',
    bun: 'npm ci --omit=dev',
    note: 'ci with flags: left as npm',
  },
  {
    npm: 'npm create vite@latest',
    yarn: 'yarn create vite',
    pnpm: 'pnpm create vite',
    bun: 'bunx create-vite',
    note: 'create: @latest dropped; bun runs create-vite',
  },
  {
    npm: 'npm create vite@latest my-app -- --template react',
    yarn: 'yarn create vite my-app --template react',
    pnpm: 'pnpm create vite my-app --template react',
    bun: 'bunx create-vite my-app --template react',
    note: 'create: @latest and -- dropped',
  },
  { npm: 'npm init', yarn: 'yarn init', pnpm: 'pnpm init', bun: 'bun init' },
  {
    npm: 'npx create-x',
    yarn: 'yarn create x',
    pnpm: 'pnpm dlx create-x',
    bun: 'bun x create-x',
    note: 'npx create-*: yarn create, which Yarn 1 has too (not yarn dlx)',
  },
  {
    npm: 'npx create-x@latest my-app --yes',
    yarn: 'yarn create x@latest my-app --yes',
    pnpm: 'pnpm dlx create-x@latest my-app --yes',
    bun: 'bun x create-x@latest my-app --yes',
    note: 'npx create-* with a version and arguments',
  },
  {
    npm: 'npx tsc --init',
    yarn: 'npx tsc --init',
    pnpm: 'pnpm dlx tsc --init',
    bun: 'bun x tsc --init',
    note: 'npx of another package: npx for Yarn 1, which has no dlx',
  },
  {
    npm: 'npm add x',
    yarn: 'yarn add x',
    pnpm: 'pnpm add x',
    bun: 'bun add x',
    note: "add: npm's alias of install",
  },
  {
    npm: 'npm exec x',
    yarn: 'yarn x',
    pnpm: 'pnpm exec x',
    bun: 'bunx x',
    note: "exec: Yarn 1's yarn <bin>",
  },
  {
    npm: 'npm install && npm run dev',
    yarn: 'yarn install && yarn dev',
    pnpm: 'pnpm install && pnpm run dev',
    bun: 'bun install && bun run dev',
    note: 'commands joined by &&: each converted, the spaces kept',
  },
  // What npm-to-yarn cannot convert stays as written, without its "# couldn't
  // auto-convert command" line.
  {
    npm: 'npm audit fix',
    yarn: 'npm audit fix',
    pnpm: 'npm audit fix',
    bun: 'npm audit fix',
    note: 'unknown to npm-to-yarn: left as npm',
  },
  { npm: 'npm', yarn: 'npm', pnpm: 'npm', bun: 'npm', note: 'npm alone: left as is' },
  // Not npm's: as written ("npm" inside a word included).
  { npm: 'cd app', yarn: 'cd app', pnpm: 'cd app', bun: 'cd app', note: 'not npm: as written' },
  {
    npm: 'cd npm-app',
    yarn: 'cd npm-app',
    pnpm: 'cd npm-app',
    bun: 'cd npm-app',
    note: 'not npm: as written',
  },
  {
    npm: 'yarn add x',
    yarn: 'yarn add x',
    pnpm: 'yarn add x',
    bun: 'yarn add x',
    note: 'not npm: as written',
  },
];

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

describe('convertCommands: one command', () => {
  it.each(
    FORMS.flatMap((form) =>
      MANAGERS.map(
        (pm) =>
          [pm, form.npm, form[pm], pm !== 'npm' && form.note ? `(${form.note})` : ''] as const,
      ),
    ),
  )('%s: %s → %s %s', (pm, from, to) => {
    expect(convertCommands(from, pm)).toBe(to);
  });
});

describe('convertCommands: a script', () => {
  const script = 'cd app\r\nnpm ci\r\n  npm run dev -- --port 3000\r\nnpx create-x\r\n';

  it.each([
    ['npm', 'cd app\nnpm ci\n  npm run dev -- --port 3000\nnpx create-x\n'],
    ['yarn', 'cd app\nyarn install --frozen-lockfile\n  yarn dev --port 3000\nyarn create x\n'],
    [
      'pnpm',
      'cd app\npnpm install --frozen-lockfile\n  pnpm run dev --port 3000\npnpm dlx create-x\n',
    ],
    ['bun', 'cd app\nbun install --frozen-lockfile\n  bun run dev --port 3000\nbun x create-x\n'],
  ] as const)(
    '%s: each line converted, indentation kept, CRLF line ends read as LF',
    (pm, expected) => {
      expect(convertCommands(script, pm)).toBe(expected);
    },
  );

  it.each([
    ['yarn', '\tyarn add x  '],
    ['pnpm', '\tpnpm add x  '],
    ['bun', '\tbun add x  '],
  ] as const)('%s: what surrounds a command on its line stays', (pm, expected) => {
    expect(convertCommands('\tnpm install x  ', pm)).toBe(expected);
  });
});

describe('convertCommands: the edges of a command', () => {
  it.each([
    ['npx create-vite', 'yarn create vite', 'a create-* package of several letters'],
    ['npx create-x  my-app', 'yarn create x my-app', 'spaces between arguments, however many'],
    ['npx my-create-x', 'npx my-create-x', 'a package that only contains "create-"'],
    ['npx create-foo/bar', 'npx create-foo/bar', 'a path, not a package'],
    ['echo npm install x', 'echo npm install x', 'npm later in the line'],
    ['npm install&&npm run dev', 'yarn install&&yarn dev', '&& without spaces'],
    ['npm install  &&  npm run dev', 'yarn install  &&  yarn dev', '&& with two spaces'],
    ['npm i\nnpm run dev', 'yarn install\nyarn dev', 'LF line ends'],
  ])('yarn: %s → %s (%s)', (from, to) => {
    expect(convertCommands(from, 'yarn')).toBe(to);
  });
});
