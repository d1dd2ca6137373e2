import { describe, expect, it } from 'vitest';
import { convertCommands } from './package-manager';

describe('convertCommands', () => {
  it.each([
    ['npm install @lazy-load/react', 'yarn add @lazy-load/react', 'pnpm add @lazy-load/react'],
    ['npm i -D vite', 'yarn add -D vite', 'pnpm add -D vite'],
    ['npm install --save-dev vite', 'yarn add -D vite', 'pnpm add -D vite'],
    ['npm install', 'yarn install', 'pnpm install'],
    ['npm add x', 'yarn add x', 'pnpm add x'],
    ['npm install --legacy-peer-deps', 'yarn install', 'pnpm install'],
    ['npm  install  -D  vite ', 'yarn add -D vite', 'pnpm add -D vite'],
    ['npm uninstall x y', 'yarn remove x y', 'pnpm remove x y'],
    ['npm remove x', 'yarn remove x', 'pnpm remove x'],
    ['npm rm x', 'yarn remove x', 'pnpm remove x'],
    ['npm run build -- --out x', 'yarn build -- --out x', 'pnpm build -- --out x'],
    ['npm test', 'yarn test', 'pnpm test'],
    ['npm start -- --port 3000', 'yarn start -- --port 3000', 'pnpm start -- --port 3000'],
    // Commands it does not know, and other tools, stay as written.
    ['npm audit fix', 'npm audit fix', 'npm audit fix'],
    ['npm', 'npm', 'npm'],
    ['yarn add x', 'yarn add x', 'yarn add x'],
    ['npx create-vite app', 'yarn dlx create-vite app', 'pnpm dlx create-vite app'],
    ['cd app', 'cd app', 'cd app'],
  ])('%s', (npm, yarn, pnpm) => {
    expect(convertCommands(npm, 'npm')).toBe(npm);
    expect(convertCommands(npm, 'yarn')).toBe(yarn);
    expect(convertCommands(npm, 'pnpm')).toBe(pnpm);
  });

  it('converts each line, keeping indentation', () => {
    expect(convertCommands('npm install\n  npm run dev', 'pnpm')).toBe('pnpm install\n  pnpm dev');
  });

  it('reads CRLF line ends (a page saved on Windows)', () => {
    expect(convertCommands('cd app\r\nnpm install x\r\n', 'yarn')).toBe('cd app\nyarn add x\n');
  });
});
