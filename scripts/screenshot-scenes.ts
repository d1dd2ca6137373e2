// What the screenshots show (scripts/screenshots.ts, scripts/screenshots-webkit.ts). Each
// scene is a page function, run until it returns true: it acts once, then waits until the
// view has settled. (No functions declared inside: tsx would name them with a helper the
// page lacks.)

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};

type Scene = () => boolean;

export const SCENES: Record<string, Scene> = {
  top: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return window.scrollY === 0;
  },
  'demo-code-shown': () => {
    const block = document.querySelector('section.demo[aria-label="Example 2"]')!;
    const toggle = block.querySelector<HTMLButtonElement>('button.demo-toggle')!;
    const state = window as unknown as { sceneClicked?: boolean };
    if (!state.sceneClicked) {
      state.sceneClicked = true;
      toggle.click();
    }
    const code = block.querySelector<HTMLElement>('.demo-code')!;
    block.querySelector('.demo-bar')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -120, behavior: 'instant' });
    return code.getBoundingClientRect().height >= code.scrollHeight - 1;
  },
  edit: () => {
    const block = document.querySelector('section.demo[aria-label="Example 3"]')!;
    const state = window as unknown as { sceneClicked?: boolean };
    if (!state.sceneClicked) {
      state.sceneClicked = true;
      [...block.querySelectorAll<HTMLButtonElement>('button')]
        .find((b) => b.textContent === 'Edit')!
        .click();
    }
    block.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -80, behavior: 'instant' });
    // Highlighted: CodeMirror paints tokens as it parses.
    return block.querySelectorAll('.cm-content .cm-line span').length > 20;
  },
  // The package-manager tabs and the titled block with marked lines below them.
  install: () => {
    document
      .getElementById('installation')!
      .scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -80, behavior: 'instant' });
    return true;
  },
  // The tip and the warning after the API's behaviour list, and the page's footer.
  admonitions: () => {
    document
      .querySelector('.admonition.tip')!
      .scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -120, behavior: 'instant' });
    return true;
  },
  api: () => {
    document.getElementById('api')!.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -80, behavior: 'instant' });
    return true;
  },
  // The navbar's picker set against the system (Dark on a light one, Light on a dark one).
  // Last: the pick is remembered by the rest of the context's pages.
  'scheme-picked': () => {
    const select = document.querySelector<HTMLSelectElement>('select.color-scheme-select')!;
    const want = matchMedia('(prefers-color-scheme: dark)').matches ? 'light' : 'dark';
    if (select.value !== want) {
      select.value = want;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return document.documentElement.dataset.theme === want;
  },
};
