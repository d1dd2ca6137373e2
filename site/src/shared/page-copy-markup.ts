import {
  COPY_STATUS_CLASS,
  COPY_URL_ATTRIBUTE,
  PAGE_COPY_BUTTON_CLASS,
  PAGE_COPY_CLASS,
} from './controls';
import { iconMarkup } from './icons';
import { markup, type Markup } from './markup';

// (Apart from controls-markup.ts, which the demos' chunk has: the layout's would share
// it, and the two would load a chunk of it besides.)
/**
 * The "Copy page" control: a button that says what it does, which copies the Markdown
 * at `url` (the page's twin), and its status.
 */
export function pageCopyMarkup(url: string): Markup {
  return markup('div', { class: PAGE_COPY_CLASS, [COPY_URL_ATTRIBUTE]: url }, [
    markup('span', { class: COPY_STATUS_CLASS, role: 'status' }),
    markup('button', { type: 'button', class: PAGE_COPY_BUTTON_CLASS }, [
      iconMarkup('copy'),
      'Copy page',
    ]),
  ]);
}
