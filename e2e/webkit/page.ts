import { By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { TIME_LIMITS } from '../../test/time-limits';

/**
 * A reader's view of one WebKit tab, over classic WebDriver: no console API and no
 * auto-waiting, so each wait is on a condition read from the page.
 */
export class ReaderPage {
  constructor(
    readonly driver: WebDriver,
    readonly base: string,
  ) {}

  /** Loads `path` fresh and records console errors, warnings and page errors from then on. */
  async visit(path: string): Promise<void> {
    // A different document first: a visit to the same URL with only a new hash would
    // otherwise stay in the current document.
    await this.driver.get('about:blank');
    await this.driver.get(`${this.base}${path}`);
    await this.until('the page has loaded', () => document.readyState === 'complete');
    await this.driver.executeScript(() => {
      const problems: string[] = [];
      Object.assign(window, { __problems: problems });
      for (const level of ['error', 'warn'] as const) {
        const original = console[level].bind(console);
        console[level] = (...args: unknown[]) => {
          problems.push(args.map(String).join(' '));
          original(...args);
        };
      }
      addEventListener('error', (event) => problems.push(String(event.message)));
      addEventListener('unhandledrejection', (event) => problems.push(String(event.reason)));
    });
  }

  /** Console errors and warnings, and page errors, since `visit`. */
  problems(): Promise<string[]> {
    return this.driver.executeScript(
      () => (window as unknown as { __problems: string[] }).__problems,
    );
  }

  /** Waits until `condition` (run in the page) returns something truthy, and returns it. */
  async until<T, A extends unknown[]>(
    what: string,
    condition: (...args: A) => T,
    ...args: A
  ): Promise<T> {
    let last: unknown;
    try {
      return await this.driver.wait(async () => {
        try {
          last = await this.driver.executeScript(condition, ...args);
        } catch (error) {
          // A page busy running a script may not answer this once: ask again.
          last = `(no answer: ${error instanceof Error ? error.message.split('\n')[0] : error})`;
          return undefined as T;
        }
        return last as T;
      }, TIME_LIMITS.expect);
    } catch {
      throw new Error(
        `Timed out (${TIME_LIMITS.expect} ms) waiting until ${what}; last seen: ${JSON.stringify(last)}`,
      );
    }
  }

  run<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<T> {
    return this.driver.executeScript(script, ...args) as Promise<T>;
  }

  /** The app hydrates on the reader's first interaction: a pointer move. */
  async hydrate(): Promise<void> {
    // Two points: a move to where the pointer already is fires no event.
    await this.driver.actions().move({ x: 5, y: 5 }).move({ x: 25, y: 25 }).perform();
    await this.until('the app has hydrated', () => document.documentElement.dataset.hydrated);
  }

  async find(selector: string): Promise<WebElement> {
    await this.until(`${selector} exists`, (s: string) => !!document.querySelector(s), selector);
    return this.driver.findElement(By.css(selector));
  }

  /**
   * Clicks `selector` as a reader would. It is first scrolled to the middle of the view
   * at once: the page scrolls smoothly, and WebDriver would click where it was.
   */
  async click(selector: string): Promise<void> {
    const element = await this.find(selector);
    await this.driver.executeScript(
      (e: HTMLElement) => e.scrollIntoView({ block: 'center', behavior: 'instant' }),
      element,
    );
    await element.click();
  }

  /** What the clipboard holds: pasted (Ctrl+V) into a fresh textarea. */
  async clipboardText(): Promise<string> {
    const area = await this.driver.executeScript<WebElement>(() => {
      const textarea = document.createElement('textarea');
      textarea.style.cssText = 'position:fixed;top:0;left:0;width:40px;height:40px';
      document.body.append(textarea);
      textarea.focus();
      return textarea;
    });
    await this.driver.actions().keyDown(Key.CONTROL).sendKeys('v').keyUp(Key.CONTROL).perform();
    return this.until(
      'the paste arrives',
      (t: HTMLTextAreaElement) => t.value && t.value,
      area as unknown as HTMLTextAreaElement,
    );
  }

  /** Waits until heading `id` rests just below the fixed navbar (scroll-margin-top). */
  async landed(id: string): Promise<void> {
    const gap = (heading: string) => {
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      return Math.round(document.getElementById(heading)!.getBoundingClientRect().top - navbar);
    };
    try {
      await this.until(
        `#${id} rests 16 px below the navbar`,
        (heading: string) => {
          const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
          return (
            Math.round(document.getElementById(heading)!.getBoundingClientRect().top - navbar) ===
            16
          );
        },
        id,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}; the gap is ${await this.run(gap, id)} px`, {
        cause: error,
      });
    }
  }
}
