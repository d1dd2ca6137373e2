// Screenshots of parts of the built /v1/ page: usage: tsx scripts/screenshot-sections.ts '#api' ...
// Each selector is shot at desktop width and on a 390 px phone (light and dark), after
// scrolling it into view (so lazy content has appeared). Writes .cache/screenshots/section-*.png.
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startServer } from '../site/server/cli';

const selectors = process.argv.slice(2);
const out = '.cache/screenshots';
await mkdir(out, { recursive: true });
const server = await startServer({ root: 'dist', port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const shots = [
  ['desktop', { width: 1280, height: 900 }, 'light'],
  ['phone', { width: 390, height: 844 }, 'dark'],
] as const;
for (const [device, viewport, colorScheme] of shots) {
  const page = await browser.newPage({ viewport, colorScheme });
  await page.goto(`${server.url}/v1/`);
  // The app starts on the reader's first interaction.
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (const selector of selectors) {
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((r) => setTimeout(r, 800)));
    const name = `${out}/section-${selector.replace(/\W+/g, '_')}-${device}.png`;
    await target.screenshot({ path: name });
    console.log(name);
  }
  await page.close();
}
await browser.close();
await server.close();
