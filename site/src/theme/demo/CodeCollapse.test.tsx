import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installControls } from '../../runtime/controls';
import { CodeCollapse } from './CodeCollapse';
import { useCodeOpen } from './use-code-open';
import { DEMO_CODE_CLASS, DEMO_TOGGLE_CLASS } from '../../shared/controls';

/** A collapse as a demo has it: open as the page's controller says. */
function Collapse({ disabled = false, height }: { disabled?: boolean; height?: number }) {
  const block = useRef<HTMLElement>(null);
  const open = useCodeOpen(block, 'c-code');
  return (
    <section ref={block}>
      <CodeCollapse.Root open={open} disabled={disabled} contentId="c-code">
        <CodeCollapse.Trigger className={DEMO_TOGGLE_CLASS} data-hide-text="hide">
          {open ? 'hide' : 'show'}
        </CodeCollapse.Trigger>
        <CodeCollapse.Content className={DEMO_CODE_CLASS} collapsedHeight={200} height={height}>
          code
        </CodeCollapse.Content>
      </CodeCollapse.Root>
    </section>
  );
}

const content = () => document.querySelector<HTMLElement>(`.${DEMO_CODE_CLASS}`)!;

beforeAll(installControls);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CodeCollapse', () => {
  it('the trigger controls the content: aria-expanded, aria-controls and data-state follow', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Collapse height={480} />);
    const trigger = screen.getByRole('button', { name: 'show' });
    expect(trigger.getAttribute('aria-controls')).toBe(content().id);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect([trigger.dataset.state, content().dataset.state]).toEqual(['closed', 'closed']);
    expect(content().style.getPropertyValue('--code-collapsed-height')).toBe('200px');
    expect(content().style.getPropertyValue('--code-height')).toBe('480px');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.textContent).toBe('hide');
    expect([trigger.dataset.state, content().dataset.state]).toEqual(['open', 'open']);

    fireEvent.click(trigger);
    expect(content().dataset.state).toBe('closed');
    expect(trigger.textContent).toBe('show');
  });

  it('disabled, the content is whole (no height limit) and there is no trigger', () => {
    render(<Collapse disabled height={480} />);
    expect(content().dataset.state).toBe('open');
    expect(content().style.getPropertyValue('--code-height')).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a part outside a Root says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CodeCollapse.Trigger />)).toThrow(
      'CodeCollapse.Trigger is used inside CodeCollapse.Root',
    );
  });

  it('the controller opens and closes the server’s HTML exactly as React renders it', () => {
    const html = (open: boolean) =>
      renderToString(
        <CodeCollapse.Root open={open} contentId="c-code">
          <CodeCollapse.Trigger className={DEMO_TOGGLE_CLASS} data-hide-text="hide">
            {open ? 'hide' : 'show'}
          </CodeCollapse.Trigger>
          <CodeCollapse.Content className={DEMO_CODE_CLASS} collapsedHeight={200}>
            code
          </CodeCollapse.Content>
        </CodeCollapse.Root>,
      );
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = `<section>${html(false)}</section>`;
    const section = document.querySelector('section')!;
    // (Its measured height aside, which React is given once measured.)
    const withoutHeight = () => {
      content().style.removeProperty('--code-height');
      return section.innerHTML.replace(
        ' style="--code-collapsed-height: 200px;"',
        ' style="--code-collapsed-height:200px"',
      );
    };
    document.querySelector('button')!.click();
    expect(content().style.getPropertyValue('--code-height')).toBe('0px');
    expect(withoutHeight()).toBe(html(true));
    document.querySelector('button')!.click();
    expect(withoutHeight()).toBe(html(false));
  });
});
