import {
  bottomMarginPx,
  SCENARIO_IDS,
  SCENARIO_TOP,
  SCENARIOS,
  type ScenarioId,
  type ScenarioReveal,
} from './fixtures/lazy-load/scenarios';

/**
 * The lab page's scenarios (`?scenarios`), shared by the Playwright spec (Chromium,
 * Firefox) and the WebKit suite: rootMargin in px, % and negative, a rootMargin changed
 * after mount, StrictMode, display:none and an item removed before it was revealed.
 */
export const SCENARIOS_PATH = '/?scenarios';

/** From 250 px below the viewport (past the widest margin) to 150 px inside it (past the negative one). */
export const SCENARIO_ARGS = [SCENARIO_TOP, 250, 150] as const;

/**
 * A page function: removes one item and widens another's margin, then scrolls the items
 * in from `below` px under the viewport to `inside` px within it, 1 px per rendered frame
 * (two animation frames: the browser has run its observers), then shows the hidden one.
 */
export const scrollThroughScenarios = async ([top, below, inside]: readonly [
  number,
  number,
  number,
]): Promise<void> => {
  window.scenarios!.beforeScroll();
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  const start = top - document.documentElement.clientHeight - below;
  for (let y = start; y <= start + below + inside; y++) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }
  window.scenarios!.afterScroll();
};

/** What the test reads back from the page once the hidden item has had time to show. */
export interface ScenarioOutcome {
  reveals: ScenarioReveal[];
  observed: string[];
  removedInPage: boolean;
}

/** Reads the outcome (a page function). */
export const scenarioOutcome = (): ScenarioOutcome => ({
  reveals: window.scenarioReveals,
  observed: window.observedIds(),
  removedInPage: !!document.querySelector('[data-testid="removed"]'),
});

/** The pixels (edge) at which an item with no threshold and this margin must reveal. */
function expectedEdges(id: ScenarioId, viewportHeight: number): number[] {
  const first = Math.ceil(-bottomMarginPx(SCENARIOS[id].rootMargin, viewportHeight) - 1e-9);
  // A touching edge counts as intersecting in some engines: then one pixel earlier.
  return [first, first + 1];
}

/** Every broken rule, as a line each. */
export function scenarioProblems({ reveals, observed, removedInPage }: ScenarioOutcome): string[] {
  const problems: string[] = [];
  const of = (id: ScenarioId) => reveals.filter((r) => r.id === id);
  for (const id of SCENARIO_IDS) {
    const found = of(id);
    if (id === 'removed') {
      if (found.length) problems.push('removed: revealed after it was unmounted');
      continue;
    }
    if (found.length !== 1) {
      problems.push(`${id}: revealed ${found.length} times, expected once`);
      continue;
    }
    // The hidden one reveals once shown, where the scroll ended: revealed while hidden,
    // it would have had no box (an edge of the whole viewport).
    const expected =
      id === 'display-none' ? [SCENARIO_ARGS[2]] : expectedEdges(id, found[0]!.viewportHeight);
    if (!expected.includes(found[0]!.edge))
      problems.push(
        `${id}: revealed with the viewport's bottom ${found[0]!.edge} px below its top, expected ${expected.join(' or ')}`,
      );
  }
  if (removedInPage) problems.push('removed: still in the page');
  if (observed.length) problems.push(`still observed after all revealed: ${observed.join(', ')}`);
  return problems;
}
