// The first interaction as a reader on a phone meets it (issue 18): a fresh page per run,
// throttled as Lighthouse's mobile profile is (4x CPU, 150 ms RTT, 1.6 Mbps), 390x844.
// Load, let it settle, then one action: scroll 600 px, click the first "show code", or
// click the first copy button. For the 5 s after it: the main thread's long tasks (total
// and longest), the layout shift not caused by the click itself (CLS), the bytes fetched,
// and for a click the time until the page answers it. Runs are interleaved (scroll, show
// code, copy, scroll, …) and summarised by medians: the machine is shared and noisy.
//
//   npm run bench:interaction [-- --rounds 7 --url http://127.0.0.1:4173/v1/]
//   npm run bench:interaction -- --url A --url B     two sites, interleaved round by round
import { chromium, type Browser } from '@playwright/test';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';

export const ACTIONS = ['scroll', 'show code', 'copy'] as const;
export type Action = (typeof ACTIONS)[number];

export interface InteractionRun {
  /** Long tasks (over 50 ms) on the main thread in the 5 s after the action, summed. */
  longTasksMs: number;
  longestTaskMs: number;
  /** Layout shift in those 5 s, less what followed the reader's click (hadRecentInput). */
  cls: number;
  /** From the click to the answer (the code shown, "Copied!"); none for a scroll. */
  responseMs?: number;
  /** Bytes fetched in those 5 s (encoded, on the wire). */
  bytesAfter: number;
}

const AFTER_MS = 5000;
const SETTLE_MS = 2000;

/** In the page before its scripts: records long tasks, shifts and the first click's time. */
const RECORDER = () => {
  const seen = { long: [] as number[], cls: 0, clickAt: 0, answeredAt: 0 };
  Object.assign(window, { __interaction: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.long.push(entry.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift' });
  // Before the boot script's own capture listener, which may hold the click.
  addEventListener('click', (e) => (seen.clickAt ||= e.timeStamp), { capture: true });
};

async function measure(browser: Browser, url: string, action: Action): Promise<InteractionRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  let counting = false;
  cdp.on('Network.loadingFinished', (e) => {
    if (counting) bytes += e.encodedDataLength;
  });
  await page.addInitScript(RECORDER);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => {
    const seen = (window as unknown as { __interaction: { long: number[]; cls: number } })
      .__interaction;
    seen.long.length = 0;
    seen.cls = 0;
  });
  counting = true;
  if (action === 'scroll') {
    await page.mouse.wheel(0, 600);
  } else {
    const button = page
      .locator(action === 'copy' ? 'button.copy-button' : 'button.demo-toggle')
      .first();
    // The answer: the code shown in full, or the status saying Copied!.
    // (No named functions in here: tsx would wrap them in a helper the page lacks.)
    await page.evaluate((kind) => {
      new MutationObserver((_, observer) => {
        const answered =
          kind === 'copy'
            ? [...document.querySelectorAll('.copy-status')].some(
                (s) => s.textContent === 'Copied!',
              )
            : document.querySelector('button.demo-toggle')?.getAttribute('aria-expanded') ===
              'true';
        if (!answered) return;
        (window as unknown as { __interaction: { answeredAt: number } }).__interaction.answeredAt =
          performance.now();
        observer.disconnect();
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }, action);
    await button.click();
  }
  await page.waitForTimeout(AFTER_MS);
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __interaction: { long: number[]; cls: number; clickAt: number; answeredAt: number };
        }
      ).__interaction,
  );
  await context.close();
  return {
    longTasksMs: seen.long.reduce((sum, d) => sum + d, 0),
    longestTaskMs: Math.max(0, ...seen.long),
    cls: seen.cls,
    responseMs:
      action === 'scroll' ? undefined : seen.answeredAt ? seen.answeredAt - seen.clickAt : Infinity,
    bytesAfter: bytes,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export type InteractionSummary = Record<Action, { runs: InteractionRun[]; median: InteractionRun }>;

/** `rounds` rounds of every action on each of `urls`, interleaved, and their medians. */
export async function measureSites(
  urls: readonly string[],
  rounds = 7,
): Promise<InteractionSummary[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = urls.map((): Record<Action, InteractionRun[]> => ({
    scroll: [],
    'show code': [],
    copy: [],
  }));
  try {
    for (let round = 0; round < rounds; round++)
      for (const action of ACTIONS)
        for (const [site, url] of urls.entries())
          runs[site]![action].push(await measure(browser, url, action));
  } finally {
    await browser.close();
  }
  return runs.map(summarise);
}

/** `rounds` interleaved rounds of every action on `url`, and their medians. */
export async function measureFirstInteraction(
  url: string,
  rounds = 7,
): Promise<InteractionSummary> {
  return (await measureSites([url], rounds))[0]!;
}

function summarise(runs: Record<Action, InteractionRun[]>): InteractionSummary {
  const summary = {} as InteractionSummary;
  for (const action of ACTIONS) {
    const list = runs[action];
    const of = (pick: (r: InteractionRun) => number | undefined) =>
      median(list.map((r) => pick(r) ?? 0));
    summary[action] = {
      runs: list,
      median: {
        longTasksMs: of((r) => r.longTasksMs),
        longestTaskMs: of((r) => r.longestTaskMs),
        cls: of((r) => r.cls),
        responseMs: action === 'scroll' ? undefined : of((r) => r.responseMs),
        bytesAfter: of((r) => r.bytesAfter),
      },
    };
  }
  return summary;
}

/** The table of issue 18, for one site. */
export function interactionTable(summary: InteractionSummary): string {
  const m = (a: Action) => summary[a].median;
  const ms = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n)}`);
  return [
    '| after the first … | scroll | "show code" | copy |',
    '|---|---:|---:|---:|',
    `| long tasks in the next 5 s (ms) | ${ACTIONS.map((a) => ms(m(a).longTasksMs)).join(' | ')} |`,
    `| longest task (ms) | ${ACTIONS.map((a) => ms(m(a).longestTaskMs)).join(' | ')} |`,
    `| layout shift (CLS) after it | ${ACTIONS.map((a) => m(a).cls.toFixed(3)).join(' | ')} |`,
    `| click → answer (ms) | ${ACTIONS.map((a) => ms(m(a).responseMs)).join(' | ')} |`,
    `| KB fetched after it | ${ACTIONS.map((a) => (m(a).bytesAfter / 1000).toFixed(1)).join(' | ')} |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { rounds: { type: 'string' }, url: { type: 'string', multiple: true } },
  });
  const rounds = Number(values.rounds ?? 7);
  const server = values.url
    ? undefined
    : await startServer({ root: fileURLToPath(new URL('../../dist', import.meta.url)), port: 0 });
  const urls = values.url ?? [`${server!.url}/v1/`];
  console.log(`First interaction: ${rounds} interleaved rounds, medians`);
  const summaries = await measureSites(urls, rounds);
  for (const [i, summary] of summaries.entries())
    console.log(`\n${urls[i]}\n${interactionTable(summary)}`);
  await server?.close();
}
