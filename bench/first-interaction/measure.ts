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
//   npm run bench:interaction -- --anchors           beside VitePress and Docusaurus (bench/anchors)
import { chromium, type Browser } from '@playwright/test';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';
import { serveAnchors, type Target } from '../anchors/anchors';
import { median } from '../median';

export const ACTIONS = ['scroll', 'show code', 'copy'] as const;
export type Action = (typeof ACTIONS)[number];

export interface InteractionRun {
  /** Long tasks (over 50 ms) on the main thread in the 5 s after the action, summed. */
  longTasksMs: number;
  longestTaskMs: number;
  /** Long tasks from the navigation to the end of those 5 s: a site that hydrates as it
   * loads pays before the reader acts, ours after (the work of the whole visit). */
  visitLongTasksMs: number;
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
  const seen = { long: [] as number[], all: 0, cls: 0, clickAt: 0, answeredAt: 0 };
  Object.assign(window, { __interaction: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.long.push(entry.duration);
      seen.all += entry.duration;
    }
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

/** Our site at `url`, with our controls. */
export const ours = (url: string): Target => ({
  name: 'ours',
  url,
  copyButton: 'button.copy-button',
  copied: '.copy[data-state="copied"]',
  showCode: 'button.demo-toggle',
});

/** A site with nothing to click for the action (no "show code" outside ours). */
const NOTHING_TO_CLICK: InteractionRun = {
  longTasksMs: NaN,
  longestTaskMs: NaN,
  visitLongTasksMs: NaN,
  cls: NaN,
  responseMs: NaN,
  bytesAfter: NaN,
};

async function measure(browser: Browser, target: Target, action: Action): Promise<InteractionRun> {
  const selector = action === 'copy' ? target.copyButton : target.showCode;
  if (action !== 'scroll' && !selector) return NOTHING_TO_CLICK;
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
  await page.goto(target.url, { waitUntil: 'load' });
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
    const button = page.locator(selector!).first();
    // The answer: the code shown, or the copy button saying it copied.
    // (No named functions in here: tsx would wrap them in a helper the page lacks.)
    const answer = action === 'copy' ? target.copied : `${selector}[aria-expanded="true"]`;
    await page.evaluate((answered) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(answered)) return;
        (window as unknown as { __interaction: { answeredAt: number } }).__interaction.answeredAt =
          performance.now();
        observer.disconnect();
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }, answer);
    await button.click();
  }
  await page.waitForTimeout(AFTER_MS);
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __interaction: {
            long: number[];
            all: number;
            cls: number;
            clickAt: number;
            answeredAt: number;
          };
        }
      ).__interaction,
  );
  await context.close();
  return {
    longTasksMs: seen.long.reduce((sum, d) => sum + d, 0),
    longestTaskMs: Math.max(0, ...seen.long),
    visitLongTasksMs: seen.all,
    cls: seen.cls,
    responseMs:
      action === 'scroll' ? undefined : seen.answeredAt ? seen.answeredAt - seen.clickAt : Infinity,
    bytesAfter: bytes,
  };
}

export type InteractionSummary = Record<Action, { runs: InteractionRun[]; median: InteractionRun }>;

/** `rounds` rounds of every action on each of `targets`, interleaved, and their medians. */
export async function measureSites(
  targets: readonly Target[],
  rounds = 7,
): Promise<InteractionSummary[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = targets.map((): Record<Action, InteractionRun[]> => ({
    scroll: [],
    'show code': [],
    copy: [],
  }));
  try {
    for (let round = 0; round < rounds; round++)
      for (const action of ACTIONS)
        for (const [site, target] of targets.entries())
          runs[site]![action].push(await measure(browser, target, action));
  } finally {
    await browser.close();
  }
  return runs.map(summarise);
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
        visitLongTasksMs: of((r) => r.visitLongTasksMs),
        cls: of((r) => r.cls),
        responseMs: action === 'scroll' ? undefined : of((r) => r.responseMs),
        bytesAfter: of((r) => r.bytesAfter),
      },
    };
  }
  return summary;
}

const ms = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '–' : `${Math.round(n)}`;
const shift = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(3));
const kb = (n: number) => (Number.isNaN(n) ? '–' : (n / 1000).toFixed(1));

/** The figures of one action, as table rows: label and one value per site. */
const ROWS: readonly [string, (m: InteractionRun) => string][] = [
  ['long tasks in the next 5 s (ms)', (m) => ms(m.longTasksMs)],
  ['longest task (ms)', (m) => ms(m.longestTaskMs)],
  ['long tasks from the load to 5 s after it (ms)', (m) => ms(m.visitLongTasksMs)],
  ['layout shift (CLS) after it', (m) => shift(m.cls)],
  ['click → answer (ms)', (m) => ms(m.responseMs)],
  ['KB fetched after it', (m) => kb(m.bytesAfter)],
];

/** The table of issue 18, for one site. */
export function interactionTable(summary: InteractionSummary): string {
  return [
    '| after the first … | scroll | "show code" | copy |',
    '|---|---:|---:|---:|',
    ...ROWS.map(
      ([label, value]) =>
        `| ${label} | ${ACTIONS.map((a) => value(summary[a].median)).join(' | ')} |`,
    ),
  ].join('\n');
}

/**
 * Sites side by side, a row per action and figure, then how ours compares with the best
 * of the others (ratio of medians, under 1 is better) on the main thread's work.
 */
export function comparisonTable(
  targets: readonly Target[],
  summaries: readonly InteractionSummary[],
): string {
  const rows = ACTIONS.flatMap((action) =>
    ROWS.filter(([label]) => action !== 'scroll' || !label.startsWith('click')).map(
      ([label, value]) =>
        `| ${action}: ${label} | ${summaries.map((s) => value(s[action].median)).join(' | ')} |`,
    ),
  );
  const ratio = (pick: (m: InteractionRun) => number) =>
    ACTIONS.map((action) => {
      const [own, ...others] = summaries.map((s) => pick(s[action].median));
      const best = Math.min(...others.filter((n) => !Number.isNaN(n)));
      return `${action} ${Number.isFinite(best) && best > 0 ? (own! / best).toFixed(2) + '×' : '–'}`;
    }).join(', ');
  return [
    `| after the first … | ${targets.map((t) => t.name).join(' | ')} |`,
    `|---|${targets.map(() => '---:').join('|')}|`,
    ...rows,
    '',
    `Long-task time, ours ÷ the best of the others: after the action ${ratio((m) => m.longTasksMs)}; whole visit ${ratio((m) => m.visitLongTasksMs)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string' },
      url: { type: 'string', multiple: true },
      anchors: { type: 'boolean' },
    },
  });
  const rounds = Number(values.rounds ?? 7);
  const server = values.url
    ? undefined
    : await startServer({ root: fileURLToPath(new URL('../../dist', import.meta.url)), port: 0 });
  const anchors = values.anchors ? await serveAnchors() : undefined;
  const targets = [
    ...(values.url ?? [`${server!.url}/v1/`]).map(ours),
    ...(anchors?.targets ?? []),
  ];
  console.log(`First interaction: ${rounds} interleaved rounds, medians`);
  const summaries = await measureSites(targets, rounds);
  if (anchors) console.log(`\n${comparisonTable(targets, summaries)}`);
  else
    for (const [i, summary] of summaries.entries())
      console.log(`\n${targets[i]!.url}\n${interactionTable(summary)}`);
  await server?.close();
  anchors?.close();
}
