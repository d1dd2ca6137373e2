import { describe, expect, it } from 'vitest';
import { guardLoops } from './instrument-loops';
import { LOOP_GUARD, loopGuard } from '../../../runtime/demo-frame/loop-guard';

/** Runs guarded code with a guard that records the lines it was called from. */
function run(js: string, lineOffset = 0): { result: unknown; lines: number[] } {
  const lines: number[] = [];
  const result = new Function(LOOP_GUARD, guardLoops(js, lineOffset))((line: number) =>
    lines.push(line),
  );
  return { result, lines };
}

describe('guardLoops', () => {
  it('calls the guard in every kind of loop, with or without braces, and keeps what they compute', () => {
    const js = [
      'let n = 0;',
      'for (let i = 0; i < 2; i++) n += i;',
      'for (const k in { a: 1 }) { n += k.length; }',
      'for (const v of [5]) n += v;',
      'let w = 0;',
      'while (w < 1) { w++; }',
      'do n++; while (false);',
      'outer: for (;;) { for (;;) break outer; }',
      'return n;',
    ].join('\n');
    const { result, lines } = run(js);
    expect(result).toBe(0 + 1 + 1 + 5 + 1);
    expect(lines).toEqual([2, 2, 3, 4, 6, 7, 8, 8]);
  });

  it('names the line as the reader sees it, above the lines the compiler added', () => {
    expect(run('// added\n// added\nfor (const x of [1]) {}', 2).lines).toEqual([1]);
  });

  it('puts the call inside a block body, and braces a bare one', () => {
    expect(guardLoops('while (a) { b(); }')).toBe('while (a) {__loopGuard(1); b(); }');
    expect(guardLoops('while (a) b();')).toBe('while (a) {__loopGuard(1);b();}');
  });

  it('leaves code without loops as it was', () => {
    expect(guardLoops('const a = () => 1;')).toBe('const a = () => 1;');
  });
});

describe('guarded code, with the guard', () => {
  it('stops a real endless loop, on the real clock', () => {
    const guarded = new Function(LOOP_GUARD, guardLoops('let i = 0;\nwhile (i < 10) {}'));
    expect(() => guarded(loopGuard())).toThrow('Line 2: this loop ran for over');
  });
});
