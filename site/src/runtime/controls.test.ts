import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COPY_STATUS,
  DEMO_CODE_CLASS,
  DEMO_TOGGLE_CLASS,
  DEMO_TOGGLE_SELECTOR,
  codeState,
  setCodeOpen,
  showCopy,
} from '../shared/controls';
import { codeToCopy } from './code-to-copy';
import { CODE_TOGGLE_EVENT, answerClick, isCodeOpen } from './controls';

/** A demo's code and a code block, as the build and the app write them. */
function page(): void {
  document.body.innerHTML = `
    <section class="demo">
      <button type="button" class="demo-toggle" aria-expanded="false" data-state="closed">show</button>
      <div id="code" class="demo-code" data-state="closed">
        <div class="copy" data-state="idle"><span class="copy-status"></span><button class="copy-button"></button></div>
        <pre>demo code</pre>
      </div>
    </section>
    <div class="code-block"><pre>block code</pre><div class="copy"><span class="copy-status"></span><button id="b" class="copy-button"></button></div></div>
    <div class="elsewhere"><button id="lost" class="copy-button"></button></div>`;
}

describe('the controls that answer before hydration', () => {
  it('show/hide: the toggle and its code carry the same state, and the toggle says it', () => {
    page();
    const toggle = document.querySelector<HTMLElement>(DEMO_TOGGLE_SELECTOR)!;
    const code = document.getElementById('code')!;
    setCodeOpen(toggle, code, true);
    expect([toggle.dataset.state, code.dataset.state]).toEqual(['open', 'open']);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    setCodeOpen(toggle, code, false);
    expect([toggle.dataset.state, code.dataset.state]).toEqual(['closed', 'closed']);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect([codeState(true), codeState(false)]).toEqual(['open', 'closed']);
  });

  it("copy: a button copies its demo's code or its block's, nothing elsewhere", () => {
    page();
    expect(codeToCopy(document.querySelector('.demo .copy-button')!)).toBe('demo code');
    expect(codeToCopy(document.getElementById('b')!)).toBe('block code');
    expect(codeToCopy(document.getElementById('lost')!)).toBe('');
  });

  it("copy: a twoslash block's lines, without their popups, query lines or error lines", () => {
    document.body.innerHTML = `<div class="code-block"><pre class="shiki twoslash lsp"><code><span class="line"><span class="twoslash-hover" tabindex="0"><span class="twoslash-popup-container">const a: 1</span>a</span> = 1</span><div class="twoslash-meta-line twoslash-query-line">  <span class="twoslash-popup-container">const a: 1</span></div><span class="line">a.b</span><div class="twoslash-meta-line twoslash-error-line">Property 'b' does not exist</div>
<span class="line">// end</span></code></pre><div class="copy"><button id="t" class="copy-button"></button></div></div>`;
    expect(codeToCopy(document.getElementById('t')!)).toBe('a = 1\na.b\n// end');
  });

  it('copy: the control shows its state and says it, then goes quiet', () => {
    page();
    const control = document.querySelector<HTMLElement>('.demo .copy')!;
    showCopy(control, 'copied');
    expect(control.dataset.state).toBe('copied');
    expect(control.querySelector('.copy-status')!.textContent).toBe(COPY_STATUS.copied.text);
    expect(COPY_STATUS.copied.text).toBe('Copied!');
    showCopy(control, 'idle');
    expect(control.dataset.state).toBe('idle');
    expect(control.querySelector('.copy-status')!.textContent).toBe('');
  });
});

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

describe('the controller: show/hide', () => {
  it('opens a demo’s code as the app renders it open, measured, and says so', () => {
    const { toggle, code } = prerenderedDemo();
    const opened: boolean[] = [];
    document.addEventListener(CODE_TOGGLE_EVENT, (e) =>
      opened.push((e as CustomEvent<boolean>).detail),
    );
    vi.spyOn(code, 'scrollHeight', 'get').mockReturnValue(480);
    expect(isCodeOpen('c1-code')).toBe(false);
    // A click on the label's arrow is the toggle's.
    expect(answerClick(toggle.querySelector('.demo-arrow'))).toBe(true);
    expect(opened).toEqual([true]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.firstChild!.textContent).toBe('Hide it');
    // What CodeCollapse renders open, grown to its whole height.
    expect(toggle.dataset.state).toBe('open');
    expect(code.dataset.state).toBe('open');
    expect(code.style.getPropertyValue('--code-height')).toBe('480px');
    expect(isCodeOpen('c1-code')).toBe(true);
    expect(isCodeOpen('other-code')).toBe(false);
  });

  it('closes it again as it was, and scrolls back to the block', () => {
    const { toggle, code } = prerenderedDemo();
    // (jsdom lays nothing out: the real scroll back is checked in the browsers.)
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    answerClick(toggle);
    answerClick(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.firstChild!.textContent).toBe('Show it');
    expect(toggle.dataset.state).toBe('closed');
    expect(code.dataset.state).toBe('closed');
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('leaves other clicks to the app', () => {
    document.body.innerHTML = '<form class="playground-form"><button>Open</button></form>';
    expect(answerClick(document.querySelector('button')!)).toBe(false);
    expect(answerClick(document.body)).toBe(false);
    expect(answerClick(null)).toBe(false);
  });
});
