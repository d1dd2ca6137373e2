// Above the layers, as layers.test.ts: it holds the build's writer and React's side by side.
import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupToHast } from './node/markdown/markup-to-hast';
import { copyControlMarkup } from './shared/controls-markup';
import { iconMarkup, outboundMarkup } from './shared/icons';
import { CopyButton } from './theme/demo/CopyButton';
import { Icon, OutboundIcon } from './theme/Icon';

const SPRITE = '/assets/icons.svg';
const built = (...nodes: Parameters<typeof markupToHast>[0][]) =>
  toHtml(nodes.map((node) => markupToHast(node)));

describe('one markup, two writers: what React renders is what the build writes', () => {
  it('a copy control, at the top and lower down (a later part’s)', () => {
    expect(renderToStaticMarkup(<CopyButton text="x" />)).toBe(built(copyControlMarkup(SPRITE)));
    expect(renderToStaticMarkup(<CopyButton text="x" label="Copy CSS" top={96} />)).toBe(
      built(copyControlMarkup(SPRITE, { label: 'Copy CSS', top: 96 })),
    );
    expect(built(copyControlMarkup(SPRITE, { top: 96 }))).toContain(
      '<div class="copy" style="--copy-top:96px">',
    );
  });

  it('an icon, and the outbound mark with its words for screen readers', () => {
    expect(renderToStaticMarkup(<Icon name="menu" size={22} className="a b" />)).toBe(
      built(iconMarkup(SPRITE, 'menu', 22, 'a b')),
    );
    expect(renderToStaticMarkup(<OutboundIcon />)).toBe(built(...outboundMarkup(SPRITE)));
    expect(built(...outboundMarkup(SPRITE))).toBe(
      '<svg class="icon outbound" aria-hidden="true" focusable="false" width="15" height="15">' +
        `<use href="${SPRITE}#outbound"></use></svg><span class="sr-only">(opens new window)</span>`,
    );
  });
});
