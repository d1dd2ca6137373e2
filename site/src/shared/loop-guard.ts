import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import MagicString from 'magic-string';
import { RUNAWAY_EFFECT_RUNS, RUNAWAY_LOOP_MS } from './constants';

/** The name the guarded code calls its guard by (see `loopGuard`). */
export const LOOP_GUARD = '__loopGuard';

/** The error a loop stopped by its guard throws. */
export class RunawayLoop extends Error {
  constructor(line: number) {
    super(
      `Line ${line}: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
    );
    this.name = 'RunawayLoop';
  }
}

/**
 * Puts a call to the guard at the start of each loop's body in `js` (plain JavaScript:
 * an edited example once compiled), naming the loop's line as the reader sees it
 * (`lineOffset`: the lines the compiler put above theirs). A loop that never ends then
 * stops with a `RunawayLoop` error, shown in place, instead of freezing the tab.
 */
export function guardLoops(js: string, lineOffset = 0): string {
  // Parsed as what it runs as: the body of a function (`new Function`), a script (acorn's default).
  const tree = parse(js, {
    ecmaVersion: 'latest',
    allowReturnOutsideFunction: true,
    locations: true,
  });
  const out = new MagicString(js);
  const guard = (loop: { loc?: { start: { line: number } } | null }, body: BodyNode) => {
    const call = `${LOOP_GUARD}(${Math.max(1, loop.loc!.start.line - lineOffset)});`;
    if (body.type === 'BlockStatement') out.appendLeft(body.start + 1, call);
    else {
      out.appendLeft(body.start, `{${call}`);
      out.appendRight(body.end, '}');
    }
  };
  const loop = (node: LoopNode) => guard(node, node.body);
  simple(tree, {
    ForStatement: loop,
    ForInStatement: loop,
    ForOfStatement: loop,
    WhileStatement: loop,
    DoWhileStatement: loop,
  });
  return out.toString();
}

type LoopNode = { body: BodyNode; loc?: { start: { line: number } } | null };
type BodyNode = { type: string; start: number; end: number };

/**
 * The guard guarded code calls: it throws once loops have run for `RUNAWAY_LOOP_MS`
 * within one stretch of synchronous code. The stretch ends when the code returns to
 * the event loop (a microtask then runs), so only a loop that never lets go is stopped.
 */
export function loopGuard(now: () => number = () => performance.now()): (line: number) => void {
  let since: number | undefined;
  return (line) => {
    const time = now();
    if (since === undefined) {
      since = time;
      queueMicrotask(() => (since = undefined));
    } else if (time - since > RUNAWAY_LOOP_MS) {
      // Every loop still running then stops too, even one around a try that caught this.
      throw new RunawayLoop(line);
    }
  };
}

/** The error an example whose effects keep re-running themselves throws. */
export class RunawayEffect extends Error {
  constructor() {
    super(
      `An effect ran over ${RUNAWAY_EFFECT_RUNS} times in a second (does a state update it makes run it again?), so the example was stopped`,
    );
    this.name = 'RunawayEffect';
  }
}

/**
 * Counts an example's effect runs: the returned function throws once they pass
 * `RUNAWAY_EFFECT_RUNS` within one second. An effect that sets state with no
 * dependencies re-runs for ever; React yields between runs, so the tab answers, but the
 * example would burn a core until the reader leaves.
 */
export function effectGuard(now: () => number = () => performance.now()): () => void {
  let since = -Infinity;
  let runs = 0;
  return () => {
    const time = now();
    if (time - since > 1000) {
      since = time;
      runs = 0;
    }
    if (++runs > RUNAWAY_EFFECT_RUNS) throw new RunawayEffect();
  };
}
