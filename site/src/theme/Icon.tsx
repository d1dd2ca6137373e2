import { createElement, Fragment } from 'react';
import { iconMarkup, outboundMarkup, type IconName } from '../shared/icons';
import { markupToReact } from './markup-to-react';

/** An icon of the site's (shared/icons.ts): the Markdown pipeline's markup too. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return markupToReact(iconMarkup(name, className));
}

/** The "opens in a new tab" mark of external links: the Markdown pipeline's markup too. */
export function OutboundIcon() {
  return createElement(Fragment, null, ...outboundMarkup().map((node) => markupToReact(node)));
}
