/**
 * The only script a first visit runs: tiny, and it loads nothing until the reader
 * interacts (scroll, pointer, key, focus, touch) or a demo block nears the viewport.
 * Then it preloads the parts this page needs, loads the app and hydrates. Until then
 * the prerendered page works as plain HTML: links, anchors, the menu, code; the
 * sections its first paint skipped are rendered in idle frames after load
 * (render-sections.ts). "show code" and copy answer at once, from the page's one
 * controller (controls.ts), before hydration and after; a click on a playground button,
 * or on any of them while React hydrates, is held and performed when the app is ready. The package-manager tabs and the colour-scheme
 * picker show the reader's remembered choices at once, and follow new ones; Ctrl/Cmd+K
 * opens the search box, on a site that has one, as the app would. Imports
 * nothing but those; the app comes with the site's chunk, whose URL the page gives
 * (`BootData`).
 */
import { DEMO_START_APP_AHEAD_PX } from '../shared/constants';
import { CONTROLS_SELECTOR, DEMO_CLASS, PLAYGROUND_BUTTON_SELECTOR } from '../shared/controls';
import { BOOT_DATA_ID, type BootData } from '../shared/html-ids';
import { SEARCH_PANEL_ID, isSearchKey } from './search-shortcut';
import { followColorSchemeChoice } from './color-scheme';
import { HYDRATING_ATTRIBUTE, installControls, openPlaygroundTab } from './controls';
import { followPackageManagerChoice } from './package-manager-choice';
import { renderSectionsAfterLoad } from './render-sections';
import { nextTask } from './scheduling';
import { smoothScrollAfterLoad } from './smooth-scroll';
import { allowMotionAfterLoad } from './motion';
import { landDeepLink } from './deep-link';
import { whenStyled } from './rest-styles';

const TRIGGERS = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
];
/** Buttons whose clicks are held until the app is ready: the playgrounds', and the controller's. */
const HELD = `${CONTROLS_SELECTOR}, ${PLAYGROUND_BUTTON_SELECTOR}`;
const DEMO_AHEAD = `${DEMO_START_APP_AHEAD_PX}px 0px`;

interface HeldClick {
  button: HTMLButtonElement;
  /** For a toggle, the state the reader asked for: don't toggle if already there. */
  expanded: string | null;
}

let started = false;
const held: HeldClick[] = [];

function preload(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function whenHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const check = () =>
      document.documentElement.dataset.hydrated ? resolve() : requestAnimationFrame(check);
    check();
  });
}

async function start(): Promise<void> {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) removeEventListener(type, start, true);
  // Not in the reader's event: the frame it asks for (a scroll's) is painted first. And
  // not before the page has all its styles: the app measures what they lay out.
  await nextTask();
  await whenStyled();
  const data = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!data) return;
  const { site, preload: chunks } = JSON.parse(data) as BootData;
  preload(chunks);
  // The site's chunk starts the app as it runs (see site/src/entries/site.ts).
  await import(/* @vite-ignore */ site);
  await whenHydrated();
  // One more frame: what renders just after hydration (the measured code) settles first.
  await new Promise(requestAnimationFrame);
  for (const { button, expanded } of held.splice(0)) {
    if (expanded !== null && button.getAttribute('aria-expanded') === expanded) continue;
    button.click();
  }
}

function holdClick(event: MouseEvent): void {
  if (document.documentElement.dataset.hydrated)
    return removeEventListener('click', holdClick, true);
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>(HELD);
  if (!button) return;
  const hydrating = document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE);
  // Not hydrating yet: the controller answers it (the click goes on to the document).
  if (!hydrating && button.matches(CONTROLS_SELECTOR)) return void start();
  event.preventDefault();
  event.stopPropagation();
  if (button.matches(PLAYGROUND_BUTTON_SELECTOR)) openPlaygroundTab(button);
  const current = button.getAttribute('aria-expanded');
  held.push({ button, expanded: current === null ? null : String(current !== 'true') });
  void start();
}

/**
 * Ctrl/Cmd+K before the app has hydrated: the search box opens and takes focus, so what
 * the reader types goes there (the app carries it on), not to the browser's own use of
 * the keys. Once hydrated, the search box answers it.
 */
function openSearch(event: KeyboardEvent): void {
  if (document.documentElement.dataset.hydrated)
    return removeEventListener('keydown', openSearch, true);
  const panel = document.getElementById(SEARCH_PANEL_ID);
  if (!panel || !isSearchKey(event)) return;
  event.preventDefault();
  if (!panel.matches(':popover-open')) panel.showPopover();
  panel.querySelector('input')?.focus();
}

// Only on a prerendered page, which carries the boot data: the chunk is loaded elsewhere
// too (the app imports what it shares from it, and the edited examples' frame the app).
if (document.getElementById(BOOT_DATA_ID)) {
  installControls();
  followPackageManagerChoice(document);
  followColorSchemeChoice();
  renderSectionsAfterLoad();
  smoothScrollAfterLoad();
  allowMotionAfterLoad();
  const listen = (types: readonly string[]) => {
    for (const type of types)
      addEventListener(type, start, { capture: true, passive: true, once: true });
  };
  listen(TRIGGERS.filter((type) => type !== 'scroll'));
  // A deep link is put right once the page has all its styles; that is no reader's
  // scroll: scrolls are listened for from the next frame, after that scroll's event.
  void whenStyled().then(() => {
    if (landDeepLink()) requestAnimationFrame(() => listen(['scroll']));
    else listen(['scroll']);
  });
  addEventListener('click', holdClick, true);
  if (__SITE_HAS_SEARCH__ && document.getElementById(SEARCH_PANEL_ID))
    addEventListener('keydown', openSearch, true);
  if (typeof IntersectionObserver !== 'undefined') {
    const demos = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        demos.disconnect();
        void start();
      },
      { rootMargin: DEMO_AHEAD },
    );
    document.querySelectorAll(`.${DEMO_CLASS}`).forEach((demo) => demos.observe(demo));
  }
}
