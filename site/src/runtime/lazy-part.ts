import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/constants';
import { ChunkLoadError, asyncComponentFailure } from './chunk-error';

declare global {
  /** Tests shorten the chunk timeout; readers get 120 s (CHUNK_LOAD_TIMEOUT_MS). */
  var __SITE_CHUNK_TIMEOUT_MS__: number | undefined;
}

function requestOf(error: unknown): string | undefined {
  const match = /https?:\/\/\S+\.js/.exec(error instanceof Error ? error.message : String(error));
  return match?.[0];
}

/**
 * Loads a lazily loaded page part (`Layout`, `NotFound`, a page, a demo, `Badge`).
 * A chunk that fails rejects with `Loading chunk <name> failed` and a `type`:
 * `timeout` after the chunk timeout, `missing` when it loaded without the part,
 * or the failed event's type (`error`). Every failure is logged as
 * `Failed to resolve async component <name>: <reason>`.
 */
export async function loadPart<T extends { default?: unknown }>(
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  const timeout = globalThis.__SITE_CHUNK_TIMEOUT_MS__ ?? CHUNK_LOAD_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const module = await Promise.race([
      load().catch((error: unknown) => {
        throw new ChunkLoadError(name, 'error', requestOf(error));
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeout);
      }),
    ]);
    if (module?.default === undefined) throw new ChunkLoadError(name, 'missing');
    return module;
  } catch (error) {
    console.error(asyncComponentFailure(name, error));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
