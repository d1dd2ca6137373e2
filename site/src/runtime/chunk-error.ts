/** Errors of lazily loaded page parts: a chunk that is missing, times out or fails to load. */

export type ChunkErrorType = 'missing' | 'timeout' | (string & {});

/** A script chunk that did not load: `Loading chunk <name> failed`. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkErrorType,
    readonly request?: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}${request ? `: ${request}` : ''})`);
  }
}

/** The message logged when an asynchronous page part fails to load. */
export function asyncComponentFailure(name: string, reason: unknown): string {
  const text = reason instanceof Error ? reason.message : String(reason);
  return `Failed to resolve async component ${name}: ${text}`;
}
