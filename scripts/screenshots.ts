// Screenshots of the built site as a reader sees it (the scenes of screenshot-scenes.ts: the
// top of /v1/, a demo with its code shown, Edit mode, the install tabs, admonitions, the API,
// a colour scheme picked against the system's); 1280 px and a 390 px phone; light and dark.
// usage: tsx scripts/screenshots.ts [chromium|firefox]   (.cache/screenshots/<engine>/*.png)
// WebKit: npm run screenshots:webkit.
import { chromium, firefox, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { schemeContext } from '../e2e/fixtures';
import { CHROMIUM_ARGS, FIREFOX_LAUNCH } from '../playwright.config';
import { startServer } from '../site/server/cli';
import { SCENES, VIEWPORTS } from './screenshot-scenes';

const engine = process.argv[2] ?? 'chromium';
if (engine !== 'chromium' && engine !== 'firefox') throw new Error(`No engine "${engine}"`);
const out = `.cache/screenshots/${engine}`;
await mkdir(out, { recursive: true });
const server = await startServer({ root: 'dist', port: 0 });
const browser =
  engine === 'chromium'
    ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    : await firefox.launch(FIREFOX_LAUNCH);
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await schemeContext(browser, colorScheme, { viewport, deviceScaleFactor: 1 });
    for (const [scene, script] of Object.entries(SCENES)) {
      const page: Page = await context.newPage();
      await page.goto(`${server.url}/v1/`);
      await page.mouse.move(5, 5);
      await page.mouse.move(25, 25);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForFunction(script);
      const name = `${out}/${scene}-${device}-${colorScheme}.png`;
      await page.screenshot({ path: name });
      console.log(name);
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
await server.close();
