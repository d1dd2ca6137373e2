import { expect, it } from 'vitest';
import { asyncComponentFailure, ChunkLoadError } from './chunk-error';

it('a chunk error names the chunk, its type and the request, when there is one', () => {
  expect(new ChunkLoadError('Layout', 'timeout', '/assets/js/Layout.x.js').message).toBe(
    'Loading chunk Layout failed.\n(timeout: /assets/js/Layout.x.js)',
  );
  const missing = new ChunkLoadError('Badge', 'missing');
  expect([missing.name, missing.message]).toEqual([
    'ChunkLoadError',
    'Loading chunk Badge failed.\n(missing)',
  ]);
  expect(asyncComponentFailure('Badge', missing)).toBe(
    'Failed to resolve async component Badge: Loading chunk Badge failed.\n(missing)',
  );
  expect(asyncComponentFailure('X', 'boom')).toBe('Failed to resolve async component X: boom');
});
