import { useEffect, useRef, type FormEvent } from 'react';
import {
  PLAYGROUND_ACTIONS,
  PLAYGROUND_NAMES,
  type Playground,
} from '../../shared/playground-forms';

const ICONS: Record<Playground, string> = {
  // CodePen: a cube drawn as a wireframe.
  codepen:
    'M12 2 2 8.5v7L12 22l10-6.5v-7L12 2Zm0 2.3 7.7 5L16.3 11.6 12 8.8V4.3Zm-1.9 0v4.5l-4.3 2.8-3.4-2.3 7.7-5Zm-6.2 7.2 2.3 1.5-2.3 1.5v-3Zm7.2 8.2-7.7-5 3.4-2.3 4.3 2.8v4.5Zm1-6.3L8.6 13 12 10.7l3.4 2.3L12 15.3Zm1 6.3v-4.5l4.3-2.8 3.4 2.3-7.7 5Zm6.2-7.2L17 13l2.3-1.5v3Z',
  // JSFiddle: two loops, as in its infinity mark.
  jsfiddle:
    'M7 7.5a4.5 4.5 0 1 0 3.2 7.7L12 13.4l1.8 1.8A4.5 4.5 0 1 0 17 7.5a4.5 4.5 0 0 0-3.2 1.3L12 10.6l-1.8-1.8A4.5 4.5 0 0 0 7 7.5Zm0 2a2.5 2.5 0 0 1 1.8.7l1.8 1.8-1.8 1.8A2.5 2.5 0 1 1 7 9.5Zm10 0a2.5 2.5 0 1 1-1.8 4.3L13.4 12l1.8-1.8A2.5 2.5 0 0 1 17 9.5Z',
  // CodeSandbox: a box in perspective.
  codesandbox:
    'M12 1.5 2.5 7v10l9.5 5.5 9.5-5.5V7L12 1.5Zm0 2.3 6.9 4L12 11.7 5.1 7.8l6.9-4ZM4.5 9.5l6.5 3.8v6.8l-6.5-3.8V9.5Zm8.5 10.6v-6.8l6.5-3.8v6.8L13 20.1Z',
};

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
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" fillRule="evenodd" d={ICONS[platform]} />
        </svg>
      </button>
    </form>
  );
}
