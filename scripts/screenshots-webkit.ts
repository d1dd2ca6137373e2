// The screenshots of scripts/screenshots.ts, in WebKitGTK (MiniBrowser over WebKitWebDriver,
// on an Xvfb display of its own). usage: npm run screenshots:webkit
// (.cache/screenshots/webkit/*.png)
import { mkdir, writeFile } from 'node:fs/promises';
import { launchWebKit } from '../e2e/webkit/driver';
import { startServer } from '../site/server/cli';
import { TIME_LIMITS } from '../test/time-limits';
import { SCENES, VIEWPORTS } from './screenshot-scenes';

const out = '.cache/screenshots/webkit';
await mkdir(out, { recursive: true });
const server = await startServer({ root: 'dist', port: 0 });
for (const colorScheme of ['light', 'dark'] as const) {
  const { driver, quit } = await launchWebKit({ colorScheme });
  try {
    for (const [device, { width, height }] of Object.entries(VIEWPORTS)) {
      await driver.manage().window().setRect({ width, height });
      for (const [scene, script] of Object.entries(SCENES)) {
        await driver.get('about:blank');
        await driver.get(`${server.url}/v1/`);
        await driver.actions().move({ x: 5, y: 5 }).move({ x: 25, y: 25 }).perform();
        await driver.wait(
          () => driver.executeScript(() => document.documentElement.dataset.hydrated),
          TIME_LIMITS.expect,
        );
        await driver.wait(() => driver.executeScript(script), TIME_LIMITS.expect, scene);
        const name = `${out}/${scene}-${device}-${colorScheme}.png`;
        await writeFile(name, await driver.takeScreenshot(), 'base64');
        console.log(name);
      }
    }
  } finally {
    await quit();
  }
}
await server.close();
