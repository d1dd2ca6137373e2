/**
 * Every time limit of the test suites, in one place, scaled by one setting:
 * `TEST_TIME_SCALE` (default 1; e.g. 2 on a machine busier than a loaded 2-core CI box).
 * Tests wait on conditions; these limits only say when a wait has become a failure,
 * so they are generous.
 */
const scale = Number(process.env.TEST_TIME_SCALE ?? '1');
if (!(scale > 0))
  throw new Error(
    `TEST_TIME_SCALE must be a positive number, not "${process.env.TEST_TIME_SCALE}"`,
  );

const ms = (n: number) => Math.round(n * scale);

export const TIME_LIMITS = {
  /** A unit test (Vitest), and its hooks. */
  unitTest: ms(30_000),
  /** A unit test that builds a small site in a child process (the CLI's bundle made first). */
  siteBuild: ms(120_000),
  /** A browser test, start to end. */
  browserTest: ms(120_000),
  /** One `expect(…)` that retries until its condition holds; one WebDriver wait. */
  expect: ms(20_000),
  /** One action (click, fill) or navigation. */
  action: ms(30_000),
  /** The whole WebKit suite's browser start. */
  browserStart: ms(60_000),
};
