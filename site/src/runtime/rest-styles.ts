/**
 * The page with all its styles: the rest of them (shared/rest-styles.ts) linked once the
 * page has painted its first content, unless the head script has linked them already. What depends
 * on the whole layout (a deep link's landing, the skipped sections' rendering, motion,
 * the app) waits for `whenStyled`.
 */
import { REST_STYLES_ATTRIBUTE, REST_STYLES_LOADED_ATTRIBUTE } from '../shared/rest-styles';
import { afterNextPaint } from './scheduling';

let styled: Promise<void> | undefined;

/** Resolves once the page has loaded and its rest of styles too (at once in dev: none). */
export function whenStyled(): Promise<void> {
  return (styled ??= Promise.all([loaded(), restStyles()]).then(() => undefined));
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

function restStyles(): Promise<void> {
  const url = document.documentElement.getAttribute(REST_STYLES_ATTRIBUTE);
  if (!url) return Promise.resolve();
  const linked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].find(
    (link) => link.getAttribute('href') === url,
  );
  if (linked?.hasAttribute(REST_STYLES_LOADED_ATTRIBUTE)) return Promise.resolve();
  if (linked) return settled(linked);
  return new Promise((resolve) =>
    afterFirstPaint(() => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      void settled(link).then(resolve);
      document.head.append(link);
    }),
  );
}

/**
 * Runs `callback` once the browser has shown the page's first content (its paint timing
 * says so; where it has none, after the next frame): a request made then stands before
 * no paint of the first screen. (A frame's callback alone may come before the paint is
 * shown.)
 */
function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterNextPaint(callback);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Once `link` has loaded, or failed to: the page goes on with the styles it has. */
function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      link.setAttribute(REST_STYLES_LOADED_ATTRIBUTE, '');
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
