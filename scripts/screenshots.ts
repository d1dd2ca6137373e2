// Screenshots of the built site: desktop and a 390 px phone, light and dark.
// usage: tsx scripts/screenshots.ts [path ...]   (writes .cache/screenshots/*.png)
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startServer } from '../site/server/cli';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/v1/'];
const out = '.cache/screenshots';
await mkdir(out, { recursive: true });
const server = await startServer({ root: 'dist', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
for (const path of paths) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport, colorScheme, deviceScaleFactor: 1 });
      await page.goto(server.url + path);
      const name = `${out}/${path.replace(/\W+/g, '_')}-${device}-${colorScheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
      await page.close();
    }
  }
}
await browser.close();
await server.close();
