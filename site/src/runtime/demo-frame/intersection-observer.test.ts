import { describe, expect, it } from 'vitest';
import { parseRootMargin, rootEdges } from './intersection-observer';

// The observer itself is proven in the browsers (e2e/live-edit.spec.ts, the WebKit checks):
// these are its rules for the margin, as the browser's own observer reads it.
describe('parseRootMargin', () => {
  it('reads one to four lengths in CSS shorthand order', () => {
    expect(parseRootMargin('10px')).toEqual(['10px', '10px', '10px', '10px']);
    expect(parseRootMargin('10px 20%')).toEqual(['10px', '20%', '10px', '20%']);
    expect(parseRootMargin(' 1px 2px  3px ')).toEqual(['1px', '2px', '3px', '2px']);
    expect(parseRootMargin('0px 0px 300px 0px')).toEqual(['0px', '0px', '300px', '0px']);
    expect(parseRootMargin('-5.5px')).toEqual(['-5.5px', '-5.5px', '-5.5px', '-5.5px']);
    expect(parseRootMargin('')).toEqual(['0px', '0px', '0px', '0px']);
  });

  it('refuses what the browser refuses: other units, more than four, words', () => {
    for (const margin of ['1em', '1px 2px 3px 4px 5px', 'auto', '10'])
      expect(() => parseRootMargin(margin), margin).toThrow(SyntaxError);
  });
});

describe('rootEdges', () => {
  it('grows the viewport by the margin; a percentage is of its height or width', () => {
    expect(rootEdges('0px 0px 300px 0px', { width: 400, height: 800 })).toEqual({
      top: -0,
      left: -0,
      right: 400,
      bottom: 1100,
    });
    expect(rootEdges('10% 50%', { width: 400, height: 800 })).toEqual({
      top: -80,
      left: -200,
      right: 600,
      bottom: 880,
    });
    expect(rootEdges('-100px', { width: 400, height: 800 })).toEqual({
      top: 100,
      left: 100,
      right: 300,
      bottom: 700,
    });
  });
});
