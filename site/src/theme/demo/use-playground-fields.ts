import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { loadThemePart } from '../parts';
import { nearViewport } from '../../runtime/index';
import type { DemoProps } from '../../shared/demo/demo';
import type { PlaygroundFields } from './playground-fields';

type Build = (current: DemoProps, demo: DemoProps) => PlaygroundFields;

let builder: Promise<Build> | undefined;

/** The fields' builder, one chunk for every block; a failed load is tried again next time. */
function loadBuilder(): Promise<Build> {
  builder ??= loadThemePart('playground').then(
    (module) => module.default,
    (error: unknown) => {
      builder = undefined;
      throw error;
    },
  );
  return builder;
}

/**
 * The playground forms' fields: large, and of no use without JavaScript or to a reader
 * who never opens a playground. They are made in the browser once the block nears the
 * viewport (as its demo loads), or at once when a form asks for them (`request`).
 * `near` is the key and element id the block's demo waits on.
 */
export function usePlaygroundFields(
  current: DemoProps,
  demo: DemoProps,
  near: { key: object | undefined; elementId: string },
): { fields: PlaygroundFields | undefined; request: () => void } {
  const [build, setBuild] = useState<Build>();
  const request = useCallback(() => {
    loadBuilder().then(
      // Every block's forms at once: rendered in slices, not in one long task.
      (next) => startTransition(() => setBuild(() => next)),
      () => {}, // Logged by loadPart; the button does nothing until a load succeeds.
    );
  }, []);
  const { key, elementId } = near;
  useEffect(() => {
    if (!key) return;
    let active = true;
    void nearViewport(key, elementId).then(() => {
      if (active) request();
    });
    return () => {
      active = false;
    };
  }, [key, elementId, request]);
  const fields = useMemo(() => build?.(current, demo), [build, current, demo]);
  return { fields, request };
}
