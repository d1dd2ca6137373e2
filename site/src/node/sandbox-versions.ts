import { readFileSync } from 'node:fs';
import type { SandboxVersions } from '../shared/demo/playground';
import { REPO_ROOT } from './paths';

function versionOf(packageJson: string): string {
  return (JSON.parse(readFileSync(`${REPO_ROOT}${packageJson}`, 'utf8')) as { version: string })
    .version;
}

/**
 * The versions a CodeSandbox export pins: the ones this repository builds and tests with
 * (the documented packages give theirs).
 */
export function sandboxVersions(): SandboxVersions {
  return {
    react: versionOf('node_modules/react/package.json'),
    reactDom: versionOf('node_modules/react-dom/package.json'),
    vite: versionOf('node_modules/vite/package.json'),
    pluginReact: versionOf('node_modules/@vitejs/plugin-react/package.json'),
  };
}
