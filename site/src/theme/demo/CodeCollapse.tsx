import {
  createContext,
  use,
  useId,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { codeState, type CodeState } from '../../shared/controls';

/**
 * A demo's code that shows in part until opened: modelled on Radix's Collapsible
 * (Root, Trigger, Content; `data-state="open" | "closed"` on both parts). Closed, the
 * content keeps `--code-collapsed-height`; open, it grows to `--code-height` (its
 * measured height, so the change can be animated), or without limit when that is not
 * given. Disabled, there is nothing to open: the content is whole and there is no
 * trigger. The page's controller answers the trigger (runtime/controls.ts), before
 * hydration and after, flipping the attributes rendered here as shared/controls.ts
 * says; the caller passes `open` as the controller has it (use-code-open.ts).
 */

interface Context {
  open: boolean;
  disabled: boolean;
  contentId: string;
}

const CollapseContext = createContext<Context | null>(null);

function useCollapse(part: string): Context {
  const context = use(CollapseContext);
  if (!context) throw new Error(`CodeCollapse.${part} is used inside CodeCollapse.Root`);
  return context;
}

const stateOf = ({ open, disabled }: Context): CodeState => codeState(open || disabled);

function Root({
  open,
  disabled = false,
  contentId: givenId,
  children,
}: {
  open: boolean;
  disabled?: boolean;
  /** The content's id, when the caller needs it first (default: a fresh one). */
  contentId?: string;
  children: ReactNode;
}) {
  const ownId = `${useId()}-code`;
  const contentId = givenId ?? ownId;
  return <CollapseContext value={{ open, disabled, contentId }}>{children}</CollapseContext>;
}

function Trigger(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>) {
  const context = useCollapse('Trigger');
  if (context.disabled) return null;
  return (
    <button
      {...props}
      type="button"
      aria-expanded={context.open}
      aria-controls={context.contentId}
      data-state={stateOf(context)}
    />
  );
}

function Content({
  collapsedHeight,
  height,
  style,
  ref,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** How much shows while closed (px). */
  collapsedHeight: number;
  /** The content's whole height (px), if known: open, it grows to this. */
  height?: number;
  ref?: Ref<HTMLDivElement>;
}) {
  const context = useCollapse('Content');
  const variables = {
    '--code-collapsed-height': `${collapsedHeight}px`,
    ...(height !== undefined && !context.disabled ? { '--code-height': `${height}px` } : {}),
  } as CSSProperties;
  return (
    <div
      {...props}
      ref={ref}
      id={context.contentId}
      data-state={stateOf(context)}
      style={{ ...variables, ...style }}
    />
  );
}

export const CodeCollapse = { Root, Trigger, Content };
