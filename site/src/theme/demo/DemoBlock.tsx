import './demo.css';
import {
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { codeBlockHeight } from '../../shared/code-layout';
import { demoId, type DemoProps } from '../../shared/demo/demo';
import { PLAYGROUNDS } from '../../shared/demo/playground-forms';
import { CopyButton } from './CopyButton';
import { useDemoLoader } from './demo-loaders';
import { DemoLive } from './DemoLive';
import { afterNextPaint } from '../../runtime/index';
import {
  DEMO_CLASS,
  DEMO_CODE_CLASS,
  DEMO_TOGGLE_CLASS,
  HIDE_TEXT_ATTRIBUTE,
} from '../../shared/controls';
import { CodeCollapse } from './CodeCollapse';
import { useCodeOpen } from './use-code-open';
import { useLiveEdit } from './live/use-live-edit';
import { PlaygroundForm } from './PlaygroundForm';
import { usePlaygroundFields } from './use-playground-fields';

/**
 * A demo: the live example, a bar (show/hide code, copy, playgrounds), and the code.
 * The code starts hidden (collapsed to `minHeight`) from the first paint, so nothing
 * moves when the app hydrates later; without JavaScript a `<noscript>` style shows it
 * in full. Code shorter than `minHeight` cannot be toggled: the server estimates that
 * from its lines, the browser measures it after mount.
 */
export default function DemoBlock({
  props: demo,
  children,
}: {
  props: DemoProps;
  children?: ReactNode;
}) {
  const id = demoId(demo.index);
  const number = demo.index + 1;
  const load = useDemoLoader(demo.index);
  const codeId = `${useId()}-code`;
  const section = useRef<HTMLElement>(null);
  const code = useRef<HTMLDivElement>(null);
  // Shown and hidden by the page's controller, before hydration too.
  const expanded = useCodeOpen(section, codeId);
  const [height, setHeight] = useState<number>();

  const estimate = codeBlockHeight(demo.source.split('\n').length);
  const toggleable = (height ?? estimate) >= demo.minHeight;
  const live = useLiveEdit(demo);
  // Nothing to show or hide: short code, or all of it in the editor.
  const codeWhole = !toggleable || live.editing;
  const editButton = useRef<HTMLButtonElement>(null);
  // Copy and the exports use the code as the reader has it (edited or not).
  const current = useMemo(
    () => ({ ...demo, source: live.source, script: live.script }),
    [demo, live.source, live.script],
  );
  const playgrounds = usePlaygroundFields(current, demo, {
    key: load,
    elementId: `${id}-live`,
  });

  // The CSS part of the code gets a copy button of its own at its top (the one above
  // copies the JSX): each part is copied as it is shown, ready for its own file. The
  // button sits beside the static code, which stays as it was built.
  const [cssTop, setCssTop] = useState<number>();
  const hasCss = Boolean(demo.css) && !live.Editor;
  // Measured once painted, and a state set only if it differs from the server's: a
  // hydrating page is neither laid out again nor rendered again for it. What it changes
  // (a toggle, the CSS copy button) can wait: rendered as a transition, in slices, it
  // makes no long task of the reader's first interaction.
  useEffect(
    () =>
      afterNextPaint(() => {
        const box = code.current!;
        const part = box.querySelector<HTMLElement>('.code-block[data-lang="css"]');
        startTransition(() => {
          if (box.scrollHeight >= demo.minHeight !== estimate >= demo.minHeight)
            setHeight(box.scrollHeight);
          setCssTop(hasCss && part ? part.offsetTop : undefined);
        });
      }),
    [demo.minHeight, estimate, hasCss],
  );
  return (
    <section className={DEMO_CLASS} ref={section} aria-label={`Example ${number}`}>
      <DemoLive
        id={id}
        load={load}
        name={id}
        title={`Example ${number}`}
        edited={live.running}
        onRunError={live.onRunError}
      />
      {/* The demo is outside the collapse: a change of its context (a toggle) reaching a
          demo still waiting to hydrate would make React render that demo afresh. */}
      <CodeCollapse.Root open={expanded} disabled={codeWhole} contentId={codeId}>
        {live.error && (
          <p className="demo-error" role="alert">
            {live.error}
          </p>
        )}
        <div className="demo-bar">
          {codeWhole ? (
            <span className="demo-toggle-placeholder" />
          ) : (
            <CodeCollapse.Trigger
              className={DEMO_TOGGLE_CLASS}
              {...{ [HIDE_TEXT_ATTRIBUTE]: demo.hideText }}
            >
              {expanded ? demo.hideText : demo.showText}
              <span className="demo-arrow" aria-hidden="true" />
            </CodeCollapse.Trigger>
          )}
          <div className="demo-actions">
            <button
              type="button"
              className="demo-text-button"
              ref={editButton}
              aria-pressed={live.editing}
              onClick={() => void live.edit()}
            >
              Edit
            </button>
            {live.edited && (
              <button type="button" className="demo-text-button" onClick={live.reset}>
                Reset
              </button>
            )}
          </div>
          <div className="demo-playgrounds">
            {PLAYGROUNDS.filter((p) => demo.onlineBtns[p]).map((platform) => (
              <PlaygroundForm
                key={platform}
                platform={platform}
                fields={playgrounds.fields?.[platform]}
                requestFields={playgrounds.request}
              />
            ))}
          </div>
        </div>
        <CodeCollapse.Content
          ref={code}
          className={DEMO_CODE_CLASS}
          collapsedHeight={demo.minHeight}
          height={height}
        >
          <CopyButton text={live.source} />
          {cssTop !== undefined && <CopyButton text={demo.css} label="Copy CSS" top={cssTop} />}
          {live.Editor ? (
            <live.Editor
              key={live.generation}
              value={live.source}
              language={demo.language}
              label={`Code of example ${number}`}
              onChange={live.setSource}
              onEscape={() => editButton.current?.focus()}
            />
          ) : (
            children
          )}
        </CodeCollapse.Content>
      </CodeCollapse.Root>
    </section>
  );
}
