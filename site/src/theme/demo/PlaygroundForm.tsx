import { Icon } from '../Icon';
import { useEffect, useRef, type FormEvent } from 'react';
import {
  PLAYGROUND_ACTIONS,
  PLAYGROUND_NAMES,
  type Playground,
} from '../../shared/demo/playground-forms';

/**
 * Opens the demo in a playground: a form POSTed to the playground's define address in
 * a new tab, with no opener. Its fields are made in the browser (see
 * `usePlaygroundFields`); a submit before they are ready asks for them and submits
 * once they are (a click made before hydration is held by the boot script).
 */
export function PlaygroundForm({
  platform,
  fields,
  requestFields,
}: {
  platform: Playground;
  fields: Record<string, string> | undefined;
  requestFields: () => void;
}) {
  const name = PLAYGROUND_NAMES[platform];
  const form = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (!waiting.current || !fields) return;
    waiting.current = false;
    // The fields are in the form now; this submit fires no submit event.
    form.current!.submit();
  }, [fields]);

  function submit(event: FormEvent) {
    if (fields) return;
    event.preventDefault();
    waiting.current = true;
    requestFields();
  }

  return (
    <form
      ref={form}
      className="playground-form"
      method="post"
      action={PLAYGROUND_ACTIONS[platform]}
      target="_blank"
      rel="noopener"
      data-platform={platform}
      onSubmit={submit}
    >
      {fields &&
        Object.entries(fields).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <button
        type="submit"
        className="demo-icon-button"
        aria-label={`Open in ${name}`}
        data-tip={name}
      >
        <Icon name={platform} />
      </button>
    </form>
  );
}
