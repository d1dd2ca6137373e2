// @vitest-environment node
import { expect, it } from 'vitest';
import pLimit from 'p-limit';
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

it('shares a queue with other calls: the limit holds across them, a failure stops only its own', async () => {
  const slots = pLimit(1);
  const started: string[] = [];
  const a = held([], 0);
  const first = limited(
    [
      () => (started.push('a0'), a.task()),
      () => (started.push('a1'), Promise.reject(new Error('broken'))),
      () => (started.push('a2'), Promise.resolve(2)),
    ],
    slots,
  );
  const second = limited([() => (started.push('b0'), Promise.resolve(10))], slots);
  void first.catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual(['a0']);
  a.release();
  await expect(first).rejects.toThrow('broken');
  expect(await second).toEqual([10]);
  expect(started).toEqual(['a0', 'a1', 'b0']);
});
