import { COPY_BUTTON_CLASS, COPY_CLASS, COPY_STATUS_CLASS, COPY_TOP_PROPERTY } from './controls';
import { iconMarkup } from './icons';
import { markup, type Markup } from './markup';

// (A module apart from controls.ts, which the boot script imports: it draws nothing.)

/**
 * A copy control: its button, and the status beside it that says `Copied!`. At the top
 * right of its code, or `top` px lower (a later part's).
 */
export function copyControlMarkup({
  label = 'Copy code',
  top,
}: { label?: string; top?: number } = {}): Markup {
  return markup(
    'div',
    { class: COPY_CLASS },
    [
      markup('span', { class: COPY_STATUS_CLASS, role: 'status' }),
      markup('button', { type: 'button', class: COPY_BUTTON_CLASS, 'aria-label': label }, [
        iconMarkup('copy'),
      ]),
    ],
    top ? { [COPY_TOP_PROPERTY]: `${top}px` } : undefined,
  );
}
