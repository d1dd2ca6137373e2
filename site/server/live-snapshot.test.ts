// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSnapshot } from './live-snapshot';

let base: string;
let root: string;
let deploys = 0;

/** Writes deploy n's 404.html, a new size each time, so its stamp surely changes. */
function deploy(dir = root): number {
  deploys += 1;
  writeFileSync(join(dir, '404.html'), `deploy ${deploys}\n${' '.repeat(deploys)}`);
  return deploys;
}

/** What each load after the first does to the folder while it reads it, in order. */
let during: (() => void)[] = [];

/** A load that reads root's deploy, as loadSnapshot does: it throws when root is gone. */
function load(dir: string): string {
  const [name] = readFileSync(join(dir, '404.html'), 'utf8').split('\n');
  during.shift()?.();
  return name!;
}

function watch() {
  const log = vi.fn<(line: string) => void>();
  const loads = vi.fn(load);
  return { current: liveSnapshot(root, loads, log), loads, log };
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'live-snapshot-'));
  root = join(base, 'dist');
  mkdirSync(root);
  deploys = 0;
  deploy();
  during = [];
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(base, { recursive: true, force: true });
});

it('loads a deploy once, and the next one when it comes', () => {
  const { current, loads } = watch();
  expect([current(), current()]).toEqual(['deploy 1', 'deploy 1']);
  expect(loads).toHaveBeenCalledTimes(1);
  deploy();
  expect([current(), current()]).toEqual(['deploy 2', 'deploy 2']);
  expect(loads).toHaveBeenCalledTimes(2);
});

it('tells deploys without a 404.html apart by their folder', () => {
  rmSync(join(root, '404.html'));
  writeFileSync(join(root, 'index.html'), 'first');
  const site = vi.fn((dir: string) => readFileSync(join(dir, 'index.html'), 'utf8'));
  const current = liveSnapshot(root, site, () => {});
  expect(current()).toBe('first');
  renameSync(root, join(base, 'old'));
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), 'second');
  expect(current()).toBe('second');
});

describe('a deploy that changes while it is read', () => {
  it('is read again, and that reading is kept', () => {
    const { current, loads, log } = watch();
    deploy();
    during = [() => deploy()];
    expect(current()).toBe('deploy 3');
    expect(loads).toHaveBeenCalledTimes(3);
    expect(log).not.toHaveBeenCalled();
  });

  it('is read again when the changing folder made the reading fail', () => {
    const { current, log } = watch();
    deploy();
    during = [
      () => {
        deploy();
        throw new Error('a file half copied');
      },
    ];
    expect(current()).toBe('deploy 3');
    expect(log).not.toHaveBeenCalled();
  });

  it('is tried 3 times, then again after a second, the last deploy served meanwhile', () => {
    const { current, loads, log } = watch();
    deploy();
    during = [() => deploy(), () => deploy(), () => deploy(), () => deploy()];
    expect(current()).toBe('deploy 1');
    expect(loads).toHaveBeenCalledTimes(1 + 3);
    expect(current()).toBe('deploy 1');
    expect(loads).toHaveBeenCalledTimes(1 + 3);
    vi.advanceTimersByTime(1000);
    expect(current()).toBe('deploy 6');
    expect(log).not.toHaveBeenCalled();
  });

  it('is waited for while the swap has taken root away, and taken at once when it is in', () => {
    const { current, log } = watch();
    deploy();
    // The first of a swap's two renames, while the deploy is read.
    during = [() => renameSync(root, join(base, 'old'))];
    expect(current()).toBe('deploy 1');
    expect(current()).toBe('deploy 1');
    mkdirSync(root);
    deploy();
    expect(current()).toBe('deploy 3');
    expect(log).not.toHaveBeenCalled();
  });
});

it('serves the last good deploy when the next cannot be read, says why, and retries after a second', () => {
  const { current, loads, log } = watch();
  deploy();
  during = [
    () => {
      throw new Error('_redirects line 1: expected "<from> <to> <3xx status>"');
    },
  ];
  expect(current()).toBe('deploy 1');
  expect(log.mock.calls).toEqual([
    [`Cannot load ${root}: _redirects line 1: expected "<from> <to> <3xx status>"`],
  ]);
  vi.advanceTimersByTime(999);
  expect(current()).toBe('deploy 1');
  expect(loads).toHaveBeenCalledTimes(2);
  vi.advanceTimersByTime(1);
  expect(current()).toBe('deploy 2');
});
