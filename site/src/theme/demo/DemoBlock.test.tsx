import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installControls } from '../../runtime/controls';
import type { DemoProps } from '../../shared/demo/demo';
import DemoBlock from './DemoBlock';
import { DEMO_CODE_CLASS } from '../../shared/controls';

const props: DemoProps = {
  index: 0,
  kind: 'markup',
  language: 'jsx',
  source: '<LazyLoad>\n  <b>Hi</b>\n</LazyLoad>',
  script: '',
  css: '',
  showText: 'show code',
  hideText: 'hide code',
  minHeight: 200,
  jsLibs: [],
  cssLibs: [],
  onlineBtns: { codepen: true, jsfiddle: false, codesandbox: true },
  codesandbox: { deps: {}, query: '', embed: '', json: '' },
};

/** jsdom does no layout: give the code a height. */
function codeHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains(DEMO_CODE_CLASS) ? px : 0;
  });
}

/** The block's code box (CodeCollapse's content). */
const codeBox = () => document.querySelector<HTMLElement>(`.${DEMO_CODE_CLASS}`)!;

function renderDemo(overrides: Partial<DemoProps> = {}) {
  return render(
    <DemoBlock props={{ ...props, ...overrides }}>
      <pre>
        <code>{props.source}</code>
      </pre>
    </DemoBlock>,
  );
}

// The page's controller answers the toggle and the copy buttons, as on a page.
beforeAll(installControls);
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DemoBlock', () => {
  it('starts hidden, toggles with aria-expanded, and scrolls back when hiding', async () => {
    codeHeight(500);
    renderDemo();
    // Three lines are estimated short; measured after the first paint, the code is long.
    const toggle = await screen.findByRole('button', { name: 'show code' });
    const code = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(code.dataset.state).toBe('closed');
    expect(code.style.getPropertyValue('--code-collapsed-height')).toBe('200px');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('hide code');
    expect(code.dataset.state).toBe('open');
    expect(code.style.getPropertyValue('--code-height')).toBe('500px');
    expect(window.scrollTo).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('offers no toggle when the code is shorter than minHeight', () => {
    codeHeight(120);
    renderDemo();
    expect(screen.queryByRole('button', { name: /^(show|hide) code$/ })).toBeNull();
    const code = codeBox();
    expect(code.dataset.state).toBe('open');
    expect(code.style.getPropertyValue('--code-height')).toBe('');
  });

  it('code exactly minHeight tall can be toggled (the rule is height ≥ minHeight)', async () => {
    codeHeight(200);
    renderDemo();
    expect(await screen.findByRole('button', { name: 'show code' })).toBeTruthy();
  });

  it('minHeight 0 collapses the code entirely', () => {
    codeHeight(120);
    renderDemo({ minHeight: 0 });
    expect(screen.getByRole('button', { name: 'show code' })).toBeTruthy();
    const code = codeBox();
    expect(code.dataset.state).toBe('closed');
    expect(code.style.getPropertyValue('--code-collapsed-height')).toBe('0px');
  });

  it('shows one button per enabled playground, each a POST form to a new tab', () => {
    codeHeight(500);
    renderDemo();
    const buttons = screen.getAllByRole('button', { name: /^Open in / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open in CodePen',
      'Open in CodeSandbox',
    ]);
    const form = buttons[0]!.closest('form')!;
    expect(form.method).toBe('post');
    expect(form.target).toBe('_blank');
    expect(form.getAttribute('rel')).toBe('noopener');
    expect(form.action).toBe('https://codepen.io/pen/define');
  });

  it('copy writes the source and says Copied! for 500 ms', async () => {
    vi.useFakeTimers();
    codeHeight(500);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDemo();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith(props.source);
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a second copy starts the 500 ms again', async () => {
    vi.useFakeTimers();
    codeHeight(500);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    renderDemo();
    const copy = async () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
      });
    await copy();
    act(() => vi.advanceTimersByTime(300));
    await copy();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a failed copy says so', async () => {
    codeHeight(500);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = vi.fn(() => false);
    renderDemo();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
    expect(document.querySelector('.copy')!.getAttribute('data-state')).toBe('failed');
  });
});
