// Above the layers, as layers.test.ts: it holds the build's writer and React's side by side.
import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupToHast } from './node/markdown/markup-to-hast';
import { copyControlMarkup } from './shared/controls-markup';
import { iconMarkup, outboundMarkup } from './shared/icons';
import { CopyButton } from './theme/demo/CopyButton';
import { Icon, OutboundIcon } from './theme/Icon';

const built = (...nodes: Parameters<typeof markupToHast>[0][]) =>
  toHtml(nodes.map((node) => markupToHast(node)));

describe('one markup, two writers: what React renders is what the build writes', () => {
  it('a copy control, at the top and lower down (a later part’s)', () => {
    expect(renderToStaticMarkup(<CopyButton text="x" />)).toBe(built(copyControlMarkup()));
    expect(renderToStaticMarkup(<CopyButton text="x" label="Copy CSS" top={96} />)).toBe(
      built(copyControlMarkup({ label: 'Copy CSS', top: 96 })),
    );
    expect(built(copyControlMarkup({ top: 96 }))).toContain(
      '<div class="copy" style="--copy-top:96px">',
    );
  });

  it('an icon, and the outbound mark with its words for screen readers', () => {
    expect(renderToStaticMarkup(<Icon name="menu" className="a b" />)).toBe(
      built(iconMarkup('menu', 'a b')),
    );
    expect(renderToStaticMarkup(<OutboundIcon />)).toBe(built(...outboundMarkup()));
    expect(built(...outboundMarkup())).toBe(
      '<span class="icon icon-outbound outbound"></span><span class="sr-only">(opens new window)</span>',
    );
  });
});
