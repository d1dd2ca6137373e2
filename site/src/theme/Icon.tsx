import { createElement, Fragment } from 'react';
import { iconMarkup, outboundMarkup, type IconName } from '../shared/icons';
import { markupToReact } from './markup-to-react';

/** An icon of the site's sprite (shared/icons.ts): the Markdown pipeline's markup too. */
export function Icon({
  name,
  size,
  className,
}: {
  name: IconName;
  size: number;
  className?: string;
}) {
  return markupToReact(iconMarkup(__ICON_SPRITE_URL__, name, size, className));
}

/** The "opens in a new tab" mark of external links: the Markdown pipeline's markup too. */
export function OutboundIcon() {
  return createElement(
    Fragment,
    null,
    ...outboundMarkup(__ICON_SPRITE_URL__).map((node) => markupToReact(node)),
  );
}
