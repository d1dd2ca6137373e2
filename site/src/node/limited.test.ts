// @vitest-environment node
import { expect, it } from 'vitest';
import { limited } from './limited';

/** A task that ends when `release` is called; notes when it starts. */
function held(started: number[], i: number) {
  let release!: () => void;
  const ended = new Promise<number>((resolve) => (release = () => resolve(i)));
  return { task: () => (started.push(i), ended), release: () => release() };
}

it('runs at most `limit` at a time, each runner taking the next, results in order', async () => {
  const started: number[] = [];
  const tasks = [0, 1, 2, 3].map((i) => held(started, i));
  const all = limited(
    tasks.map((t) => t.task),
    2,
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  tasks[1]!.release();
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1, 2]);
  for (const t of tasks) t.release();
  expect(await all).toEqual([0, 1, 2, 3]);
});

it('starts nothing after a failure, and fails once the running tasks have ended', async () => {
  const started: number[] = [];
  const slow = held(started, 1);
  let slowEnded = false;
  const all = limited(
    [
      () => (started.push(0), Promise.reject(new Error('broken'))),
      () => slow.task().then((v) => ((slowEnded = true), v)),
      () => (started.push(2), Promise.resolve(2)),
    ],
    2,
  );
  let settled = false;
  void all.catch(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  slow.release();
  await expect(all).rejects.toThrow('broken');
  expect(slowEnded).toBe(true);
  expect(started).toEqual([0, 1]);
});
