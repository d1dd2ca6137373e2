import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CODE_CLASS, DEMO_TOGGLE_CLASS, DEMO_TOGGLE_SELECTOR } from '../shared/controls';
import { answerBeforeHydration, expandedBeforeHydration } from './instant-controls';

/** A demo as prerendered: collapsed code, its toggle, and a copy button. */
function prerenderedDemo(): { toggle: HTMLButtonElement; code: HTMLElement } {
  document.body.innerHTML = `
    <section class="demo" aria-label="Example 1">
      <div class="demo-bar">
        <button type="button" class="${DEMO_TOGGLE_CLASS}" aria-expanded="false" aria-controls="c1-code"
          data-state="closed" data-hide-text="Hide it">Show it<span class="demo-arrow"></span></button>
      </div>
      <div id="c1-code" class="${DEMO_CODE_CLASS}" data-state="closed" style="--code-collapsed-height:200px">
        <pre>code</pre>
      </div>
    </section>`;
  return {
    toggle: document.querySelector<HTMLButtonElement>(DEMO_TOGGLE_SELECTOR)!,
    code: document.getElementById('c1-code')!,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answerBeforeHydration', () => {
  it('opens a demo’s code as the app renders it open, and the app starts from there', () => {
    const { toggle, code } = prerenderedDemo();
    expect(expandedBeforeHydration('c1-code')).toBe(false);
    expect(answerBeforeHydration(toggle)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.firstChild!.textContent).toBe('Hide it');
    // What CodeCollapse renders open (its whole height is not measured yet).
    expect(toggle.dataset.state).toBe('open');
    expect(code.dataset.state).toBe('open');
    expect(code.getAttribute('style')).toBe('--code-collapsed-height:200px');
    expect(expandedBeforeHydration('c1-code')).toBe(true);
    expect(expandedBeforeHydration('other-code')).toBe(false);
  });

  it('closes it again as it was, and scrolls back to the block', () => {
    const { toggle, code } = prerenderedDemo();
    // (jsdom lays nothing out: the real scroll back is checked in the browsers.)
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    answerBeforeHydration(toggle);
    answerBeforeHydration(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.firstChild!.textContent).toBe('Show it');
    expect(toggle.dataset.state).toBe('closed');
    expect(code.dataset.state).toBe('closed');
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('leaves other buttons to the app', () => {
    document.body.innerHTML = '<form class="playground-form"><button>Open</button></form>';
    expect(answerBeforeHydration(document.querySelector('button')!)).toBe(false);
  });
});
