import { defineConfig } from '@playwright/test';
import { TIME_LIMITS } from './test/time-limits';

// Debian's browsers: Playwright's own downloads are not reachable on these machines.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Firefox ESR, driven over WebDriver BiDi (no geckodriver). */
export const FIREFOX_LAUNCH = {
  channel: 'moz-firefox',
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
};

/**
 * Tests that use no browser (HTTP requests, the built files, the compiler), tagged
 * `@node`: they run once, in the `node` project, not once per engine.
 */
const NO_BROWSER = /@node\b/;

/**
 * Two engines through Playwright: Debian's Chromium (CDP) and Firefox ESR (WebDriver
 * BiDi, Playwright's `moz-firefox` channel), and the `node` project for the tests that use
 * no browser. WebKit runs its own suite (e2e/webkit).
 */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['webkit/**'],
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: TIME_LIMITS.browserTest,
  // The key scenes' baselines (e2e/screenshots.spec.ts), kept in the repository.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: { timeout: TIME_LIMITS.expect },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    actionTimeout: TIME_LIMITS.action,
    navigationTimeout: TIME_LIMITS.action,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: NO_BROWSER,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'firefox',
      grepInvert: NO_BROWSER,
      use: {
        browserName: 'firefox',
        channel: FIREFOX_LAUNCH.channel,
        launchOptions: { executablePath: FIREFOX_LAUNCH.executablePath },
      },
    },
    { name: 'node', grep: NO_BROWSER },
  ],
});
