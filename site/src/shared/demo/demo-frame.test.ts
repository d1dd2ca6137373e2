import { describe, expect, it } from 'vitest';
import { describeError, isFrameMessage } from './demo-frame';

describe('isFrameMessage', () => {
  it('knows the messages of the page and the frame, and nothing else a window may be sent', () => {
    for (const type of ['ready', 'error', 'crash', 'rendered', 'height'])
      expect(isFrameMessage({ type }), type).toBe(true);
    for (const type of ['styles', 'scheme', 'geometry', 'run'])
      expect(isFrameMessage({ type }), type).toBe(true);
    for (const data of [null, undefined, 'ready', 7, {}, { type: 'other' }, { type: 'toString' }])
      expect(isFrameMessage(data), JSON.stringify(data)).toBe(false);
  });
});

describe('describeError', () => {
  it('names the line within the reader’s own lines, clamped to them', () => {
    expect(describeError(new SyntaxError('Unexpected token (5:3)'), 2, 10)).toBe(
      'Line 3: Unexpected token',
    );
    expect(describeError(new SyntaxError('Unexpected token (1:1)'), 2, 10)).toBe(
      'Line 1: Unexpected token',
    );
    expect(describeError(new SyntaxError('Unterminated string (40:1)'), 0, 4)).toBe(
      'Line 4: Unterminated string',
    );
  });

  it('leaves a message without a position, and a thrown non-error, as they are', () => {
    expect(describeError(new Error('boom'), 2, 10)).toBe('boom');
    expect(describeError('plain', 0, 1)).toBe('plain');
  });
});
