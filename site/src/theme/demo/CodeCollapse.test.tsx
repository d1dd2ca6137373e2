import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBeforeHydration } from '../../runtime/instant-controls';
import { CodeCollapse } from './CodeCollapse';
import { useScrollBackOnHide } from './use-scroll-back-on-hide';
import { DEMO_CODE_CLASS, DEMO_TOGGLE_CLASS } from '../../shared/controls';

function Collapse({ disabled = false, height }: { disabled?: boolean; height?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <CodeCollapse.Root open={open} onOpenChange={setOpen} disabled={disabled}>
      <CodeCollapse.Trigger className={DEMO_TOGGLE_CLASS}>
        {open ? 'hide' : 'show'}
      </CodeCollapse.Trigger>
      <CodeCollapse.Content className={DEMO_CODE_CLASS} collapsedHeight={200} height={height}>
        code
      </CodeCollapse.Content>
    </CodeCollapse.Root>
  );
}

const content = () => document.querySelector<HTMLElement>(`.${DEMO_CODE_CLASS}`)!;

afterEach(() => vi.restoreAllMocks());

describe('CodeCollapse', () => {
  it('the trigger controls the content: aria-expanded, aria-controls and data-state follow', () => {
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
  });

  it('disabled, the content is whole (no height limit) and the trigger does nothing', () => {
    render(<Collapse disabled height={480} />);
    expect(content().dataset.state).toBe('open');
    expect(content().style.getPropertyValue('--code-height')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });

  it('a part outside a Root says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CodeCollapse.Trigger />)).toThrow(
      'CodeCollapse.Trigger is used inside CodeCollapse.Root',
    );
  });

  it('the boot script opens and closes the server’s HTML exactly as React renders it', () => {
    const html = (open: boolean) =>
      renderToString(
        <CodeCollapse.Root open={open} onOpenChange={() => {}} contentId="c-code">
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
    const button = document.querySelector('button')!;
    answerBeforeHydration(button);
    expect(document.querySelector('section')!.innerHTML).toBe(html(true));
    answerBeforeHydration(button);
    expect(document.querySelector('section')!.innerHTML).toBe(html(false));
    vi.unstubAllGlobals();
  });
});

function Block({ open }: { open: boolean }) {
  const block = useRef<HTMLElement>(null);
  useScrollBackOnHide(block, open);
  return <section ref={block}>block</section>;
}

describe('useScrollBackOnHide', () => {
  it('scrolls back to the block only when open turns false: not on mount, not on opening', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    const { rerender } = render(<Block open={false} />);
    rerender(<Block open />);
    expect(scroll).not.toHaveBeenCalled();
    rerender(<Block open={false} />);
    // 35 px below the navbar (none here).
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ top: 500 - 35, behavior: 'smooth' });
    rerender(<Block open={false} />);
    expect(scroll).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
