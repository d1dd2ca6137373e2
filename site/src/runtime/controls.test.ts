import { describe, expect, it } from 'vitest';
import {
  COPY_STATUS,
  DEMO_TOGGLE_SELECTOR,
  codeState,
  codeToCopy,
  setCodeOpen,
  showCopy,
} from '../shared/controls';

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
