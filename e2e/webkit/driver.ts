import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { TIME_LIMITS } from '../../test/time-limits';
import { freePort } from '../../test/free-port';

/** Debian's WebKitGTK browser for automation (package libwebkit2gtk-4.1-0). */
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

async function waitForDriver(url: string): Promise<void> {
  const until = Date.now() + TIME_LIMITS.browserStart;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An X server of the suite's own (Debian's xvfb), on the first free display: the
 * browser needs one. (xvfb-run's wrapper can fail a passing run when cleaning up.)
 */
async function startXvfb(): Promise<{ display: string; stop(): void }> {
  const xvfb = spawn(
    process.env.XVFB_PATH ?? '/usr/bin/Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
  });
  return { display, stop: () => xvfb.kill() };
}

/**
 * GTK's settings for the browser: the stylesheet beside this file (it lets the window be
 * as narrow as a phone) and, for dark, GTK's dark preference, which WebKitGTK gives the
 * page as prefers-color-scheme.
 */
async function gtkConfig(colorScheme: 'light' | 'dark'): Promise<string> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  if (colorScheme === 'light') return here;
  const dir = await mkdtemp(join(tmpdir(), 'webkit-gtk-'));
  await mkdir(join(dir, 'gtk-3.0'));
  await copyFile(join(here, 'gtk-3.0', 'gtk.css'), join(dir, 'gtk-3.0', 'gtk.css'));
  await writeFile(
    join(dir, 'gtk-3.0', 'settings.ini'),
    '[Settings]\ngtk-application-prefer-dark-theme=1\ngtk-theme-name=Adwaita-dark\n',
  );
  return dir;
}

export interface WebKit {
  driver: WebDriver;
  quit(): Promise<void>;
}

/**
 * WebKitGTK's MiniBrowser, driven over classic WebDriver by WebKitWebDriver (Playwright
 * cannot launch Debian's WebKit), on an X server of its own.
 */
export async function launchWebKit({
  colorScheme = 'light',
}: { colorScheme?: 'light' | 'dark' } = {}): Promise<WebKit> {
  const port = await freePort();
  const xvfb = await startXvfb();
  const config = await gtkConfig(colorScheme);
  const server: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      XDG_CONFIG_HOME: config,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({
      // A script may scroll through a whole lab page, frame by frame.
      script: TIME_LIMITS.browserTest,
      pageLoad: TIME_LIMITS.action,
      implicit: 0,
    });
    await driver.manage().window().setRect({ width: 1280, height: 900, x: 0, y: 0 });
    return {
      driver,
      async quit() {
        await driver.quit().catch(() => {});
        server.kill();
        xvfb.stop();
      },
    };
  } catch (error) {
    server.kill();
    xvfb.stop();
    throw error;
  }
}
