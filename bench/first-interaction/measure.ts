// The first interaction as a reader on a phone meets it (issue 18): a fresh page per run,
// throttled as Lighthouse's mobile profile is (4x CPU, 150 ms RTT, 1.6 Mbps), 390x844.
// Load, let it settle, then one action: scroll 600 px, or click the first "show code",
// copy button or playground button. For the 5 s after it: the main thread's long tasks
// (total and longest), the layout shift not caused by the click itself (CLS), the bytes
// fetched, and for a click the time until the page answers it (the code shown, "Copied!",
// the playground's tab open). Runs are interleaved (scroll, show code, copy, playground,
// scroll, …) and summarised by medians: the machine is shared and noisy.
//
//   npm run bench:interaction [-- --rounds 7 --url http://127.0.0.1:4173/v1/]
//   npm run bench:interaction -- --url A --url B     two sites, interleaved round by round
//   npm run bench:interaction -- --anchors           beside VitePress and Docusaurus (bench/anchors)
import { launch } from 'chrome-launcher';
import CDP from 'chrome-remote-interface';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';
import { serveAnchors, type Target } from '../anchors/anchors';
import { median } from '../median';

export const ACTIONS = ['scroll', 'show code', 'copy', 'playground'] as const;
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
  /** From the click to the answer (the code shown, "Copied!": on the page's clock; a
   * playground's tab: on this process's); none for a scroll. */
  responseMs?: number;
  /** Bytes fetched in those 5 s (encoded, on the wire). */
  bytesAfter: number;
}

const AFTER_MS = 5000;
const SETTLE_MS = 2000;
/** No request in flight for this long after the load: the network is idle (as Playwright's). */
const NETWORK_IDLE_MS = 500;
const NETWORK_IDLE_LIMIT_MS = 30_000;
const VIEWPORT = { width: 390, height: 844 };

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
  playground: '.playground-form button',
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

// The page functions below are sent as their source (`call`): no named functions inside
// them, which tsx would wrap in a helper the page lacks.

/**
 * Where the reader clicks: the middle of `selector`'s first match, brought into view at
 * once if it is not in view (as Playwright does; the page's smooth scrolling would still
 * be on its way).
 */
const TARGET_POINT = (selector: string) => {
  const element = document.querySelector(selector)!;
  let box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    box = element.getBoundingClientRect();
  }
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** Records, from the click, when `answered` first matches in the page. */
const ANSWER_WATCH = (answered: string) => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector(answered)) return;
    (window as unknown as { __interaction: { answeredAt: number } }).__interaction.answeredAt =
      performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

/** Empties the record: what counts starts with the action. */
const RESET = () => {
  const seen = (window as unknown as { __interaction: { long: number[]; cls: number } })
    .__interaction;
  seen.long.length = 0;
  seen.cls = 0;
};

/** A page function called with its arguments, as an expression to evaluate. */
const call = <A extends unknown[]>(fn: (...args: A) => unknown, ...args: A) =>
  `(${String(fn)})(${args.map((a) => JSON.stringify(a)).join(',')})`;

/**
 * One fresh page (a browser context of its own), throttled, loaded and settled, then
 * the action and the 5 s after it.
 *
 * Driven over the DevTools protocol with no more of it than the run needs (Page,
 * Network, Emulation, Input): a reader has no DevTools open. Playwright and Puppeteer
 * enable the Runtime domain on every page, and with it V8 records a detailed stack
 * (line and column of every frame) for each `Error` created: React DOM creates some as
 * it initialises, and V8 then re-parses the whole module to find their positions,
 * ~45 ms of main thread at 4x CPU that a reader never pays (traced: V8.CollectSourcePositions).
 * Expressions are evaluated without enabling Runtime, which leaves that off.
 */
async function measure(
  browser: CDP.Client,
  port: number,
  target: Target,
  action: Action,
): Promise<InteractionRun> {
  const selector = {
    scroll: undefined,
    'show code': target.showCode,
    copy: target.copyButton,
    playground: target.playground,
  }[action];
  if (action !== 'scroll' && !selector) return NOTHING_TO_CLICK;
  const { browserContextId } = await browser.Target.createBrowserContext({});
  try {
    await browser.Browser.grantPermissions({
      browserContextId,
      origin: new URL(target.url).origin,
      permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'],
    });
    const { targetId } = await browser.Target.createTarget({
      url: 'about:blank',
      browserContextId,
    });
    const page = await CDP({ port, target: targetId });
    // A playground's answer is its tab: opened by the page, seen by the browser.
    let stopWatching = () => {};
    const tabOpened = new Promise<number>((resolve) => {
      stopWatching = browser.Target.targetCreated(({ targetInfo }) => {
        if (targetInfo.openerId === targetId) resolve(performance.now());
      });
    });
    try {
      return await act(page, target, action, selector, tabOpened);
    } finally {
      stopWatching();
      await page.close();
    }
  } finally {
    await browser.Target.disposeBrowserContext({ browserContextId });
  }
}

async function act(
  page: CDP.Client,
  target: Target,
  action: Action,
  selector: string | undefined,
  tabOpened: Promise<number>,
): Promise<InteractionRun> {
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await page.Runtime.evaluate({
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails)
      throw new Error(
        `In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      );
    return result.value as T;
  };
  const { Emulation, Input, Network, Page } = page;
  await Promise.all([Page.enable(), Network.enable({})]);
  await Network.emulateNetworkConditions({
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await Emulation.setDeviceMetricsOverride({
    width: VIEWPORT.width,
    height: VIEWPORT.height,
    deviceScaleFactor: 3,
    mobile: true,
  });
  await Emulation.setTouchEmulationEnabled({ enabled: true });
  await Emulation.setCPUThrottlingRate({ rate: 4 });
  // The page has focus, as a reader's tab does (headless has none; the clipboard needs it).
  await Emulation.setFocusEmulationEnabled({ enabled: true });
  await Page.addScriptToEvaluateOnNewDocument({ source: call(RECORDER) });
  let bytes = 0;
  let counting = false;
  // Settled: loaded, then no request in flight for a while (Playwright's networkidle), then SETTLE_MS.
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const ended = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  Network.requestWillBeSent(({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = performance.now();
  });
  Network.loadingFailed(({ requestId }) => ended(requestId));
  Network.loadingFinished(({ requestId, encodedDataLength }) => {
    ended(requestId);
    if (counting) bytes += encodedDataLength;
  });
  const loaded = new Promise<void>((resolve, reject) => {
    Page.loadEventFired(() => resolve());
    page.Inspector.targetCrashed(() => reject(new Error(`${target.url}: the page crashed`)));
    setTimeout(() => reject(new Error(`${target.url}: not loaded in 60 s`)), 60_000).unref();
  });
  const { errorText } = await Page.navigate({ url: target.url });
  if (errorText) throw new Error(`${target.url}: ${errorText}`);
  await loaded;
  // (The blank page the target started with could have loaded late: check which did.)
  if ((await evaluate<string>('location.href')) === 'about:blank')
    throw new Error(`${target.url}: the blank page's load was taken for the page's`);
  // (A request that never ends, say a stream, holds it no longer than NETWORK_IDLE_LIMIT_MS.)
  const giveUp = performance.now() + NETWORK_IDLE_LIMIT_MS;
  while (inFlight.size > 0 || performance.now() - lastActivity < NETWORK_IDLE_MS) {
    if (performance.now() > giveUp) {
      console.warn(`${target.url}: still loading after ${NETWORK_IDLE_LIMIT_MS} ms; measuring`);
      break;
    }
    await sleep(100);
  }
  await sleep(SETTLE_MS);
  await evaluate(call(RESET));
  counting = true;
  let clickedAt = 0;
  if (action === 'scroll') {
    // Where a thumb would be: mid-screen (over the text, not the navbar).
    await Input.dispatchMouseEvent({
      type: 'mouseWheel',
      x: VIEWPORT.width / 2,
      y: VIEWPORT.height / 2,
      deltaX: 0,
      deltaY: 600,
    });
  } else {
    // The answer: the code shown, or the copy button saying it copied (a playground's: its tab).
    if (action !== 'playground') {
      const answer = action === 'copy' ? target.copied : `${selector}[aria-expanded="true"]`;
      await evaluate(call(ANSWER_WATCH, answer));
    }
    const { x, y } = await evaluate<{ x: number; y: number }>(call(TARGET_POINT, selector!));
    await Input.dispatchMouseEvent({ type: 'mouseMoved', x, y });
    const press = { x, y, button: 'left', clickCount: 1 } as const;
    await Input.dispatchMouseEvent({ type: 'mousePressed', buttons: 1, ...press });
    clickedAt = performance.now();
    await Input.dispatchMouseEvent({ type: 'mouseReleased', buttons: 0, ...press });
  }
  await sleep(AFTER_MS);
  // Settled by now if it opened (the first settled wins the race).
  const tabAt = await Promise.race([tabOpened, Promise.resolve(0)]);
  const seen = await evaluate<{
    long: number[];
    all: number;
    cls: number;
    clickAt: number;
    answeredAt: number;
  }>('window.__interaction');
  const answered = seen.answeredAt ? seen.answeredAt - seen.clickAt : Infinity;
  return {
    longTasksMs: seen.long.reduce((sum, d) => sum + d, 0),
    longestTaskMs: Math.max(0, ...seen.long),
    visitLongTasksMs: seen.all,
    cls: seen.cls,
    responseMs: {
      scroll: undefined,
      'show code': answered,
      copy: answered,
      // On this process's clock: from sending the click (the button's release) to the tab.
      playground: tabAt ? tabAt - clickedAt : Infinity,
    }[action],
    bytesAfter: bytes,
  };
}

export type InteractionSummary = Record<Action, { runs: InteractionRun[]; median: InteractionRun }>;

/** `rounds` rounds of every action on each of `targets`, interleaved, and their medians. */
export async function measureSites(
  targets: readonly Target[],
  rounds = 7,
): Promise<InteractionSummary[]> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const runs = targets.map(
    () =>
      Object.fromEntries(ACTIONS.map((a) => [a, [] as InteractionRun[]])) as Record<
        Action,
        InteractionRun[]
      >,
  );
  let browser: CDP.Client | undefined;
  try {
    const { webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port });
    browser = await CDP({ target: webSocketDebuggerUrl });
    await browser.Target.setDiscoverTargets({ discover: true });
    for (let round = 0; round < rounds; round++)
      for (const action of ACTIONS)
        for (const [site, target] of targets.entries())
          runs[site]![action].push(await measure(browser, chrome.port, target, action));
  } finally {
    await browser?.close();
    chrome.kill();
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
    `| after the first … | ${ACTIONS.join(' | ')} |`,
    `|---|${ACTIONS.map(() => '---:').join('|')}|`,
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
      if (!Number.isFinite(best) || Number.isNaN(own)) return `${action} –`;
      if (best > 0) return `${action} ${(own! / best).toFixed(2)}×`;
      return `${action} ${own ? `${Math.round(own!)} ms vs 0` : 'both 0'}`;
    }).join(', ');
  // Each round's figure: a median alone hides a task that comes in some rounds only.
  const perRound = ACTIONS.map(
    (action) =>
      `${action}: ${summaries
        .filter((s) => s[action].runs.some((r) => !Number.isNaN(r.longTasksMs)))
        .map(
          (s) =>
            `${targets[summaries.indexOf(s)]!.name} ${s[action].runs.map((r) => ms(r.longTasksMs)).join(', ')}`,
        )
        .join('; ')}`,
  );
  return [
    `| after the first … | ${targets.map((t) => t.name).join(' | ')} |`,
    `|---|${targets.map(() => '---:').join('|')}|`,
    ...rows,
    '',
    `Long-task time, ours ÷ the best of the others: after the action ${ratio((m) => m.longTasksMs)}; whole visit ${ratio((m) => m.visitLongTasksMs)}`,
    '',
    'Long tasks in the 5 s after the action, round by round (ms):',
    ...perRound,
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
