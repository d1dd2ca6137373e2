// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../paths';

// .github/workflows/deploy-docs.yml, as GitHub runs it: its build step's command with what
// actions/configure-pages gives it, npm standing in (it says what it was asked).

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
const workflow = parse(readFileSync(`${REPO_ROOT}.github/workflows/deploy-docs.yml`, 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const build = steps.find((step) => step.run?.startsWith('npm run build'))!;

/** The arguments the build step gives npm, for Pages' base_path and base_url. */
function buildArguments(basePath: string, baseUrl: string): string[] {
  const output = execFileSync('bash', ['-c', `npm() { printf '%s\\n' "$@"; }\n${build.run}`], {
    env: { PATH: process.env.PATH, BASE_PATH: basePath, BASE_URL: baseUrl },
    encoding: 'utf8',
  });
  return output.trim().split('\n');
}

describe('the GitHub Pages workflow', () => {
  it("builds for the repository's sub-path, with its origin as the url", () => {
    expect(buildArguments('/react', 'https://lazy-load.github.io/react')).toEqual([
      'run',
      'build',
      '--',
      '--base',
      '/react/',
      '--url',
      'https://lazy-load.github.io',
    ]);
  });

  it('builds for the root of a custom domain', () => {
    expect(buildArguments('', 'https://docs.example.com')).toEqual([
      'run',
      'build',
      '--',
      '--base',
      '/',
      '--url',
      'https://docs.example.com',
    ]);
  });

  it('installs from the lockfile, keeps the history for the dates, and deploys dist/', () => {
    expect(steps.some((step) => step.run === 'npm ci')).toBe(true);
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with).toEqual({
      'fetch-depth': 0,
    });
    expect(build.env).toEqual({
      BASE_PATH: '${{ steps.pages.outputs.base_path }}',
      BASE_URL: '${{ steps.pages.outputs.base_url }}',
    });
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with).toEqual({
      path: 'dist',
    });
    expect(steps.some((s) => s.run === 'touch dist/.nojekyll')).toBe(true);
    expect(steps.some((s) => s.uses?.startsWith('actions/deploy-pages'))).toBe(true);
  });
});
