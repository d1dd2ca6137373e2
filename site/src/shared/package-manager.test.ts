import { describe, expect, it } from 'vitest';
import { convertCommands } from './package-manager';

describe('convertCommands', () => {
  it.each([
    ['npm install @lazy-load/react', 'yarn add @lazy-load/react', 'pnpm add @lazy-load/react'],
    ['npm i -D vite', 'yarn add -D vite', 'pnpm add -D vite'],
    ['npm install --save-dev vite', 'yarn add -D vite', 'pnpm add -D vite'],
    ['npm install', 'yarn install', 'pnpm install'],
    ['npm uninstall x', 'yarn remove x', 'pnpm remove x'],
    ['npm run build -- --out x', 'yarn build -- --out x', 'pnpm build -- --out x'],
    ['npm test', 'yarn test', 'pnpm test'],
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
});
