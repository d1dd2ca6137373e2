// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_COLORS } from '../../shared/code-palette';
import { codePalette, codePaletteCss } from './code-palette';

describe('codePalette', () => {
  it('reads every colour off the GitHub themes, as Shiki paints the static code', async () => {
    expect(await codePalette()).toEqual({
      light: {
        background: '#fff',
        text: '#24292e',
        // The editor's own caret and selection colours.
        caret: '#044289',
        selection: '#0366d625',
        comment: '#6A737D',
        keyword: '#D73A49',
        string: '#032F62',
        constant: '#005CC5',
        function: '#6F42C1',
        tag: '#22863A',
        component: '#005CC5',
        attribute: '#6F42C1',
      },
      dark: {
        background: '#24292e',
        text: '#e1e4e8',
        caret: '#c8e1ff',
        selection: '#3392FF44',
        // (Replaced: github-dark's own is below 4.5:1 on its background.)
        comment: '#959da5',
        keyword: '#F97583',
        string: '#9ECBFF',
        constant: '#79B8FF',
        function: '#B392F0',
        tag: '#85E89D',
        component: '#79B8FF',
        attribute: '#B392F0',
      },
    });
  });

  it('falls back on the text colour for the caret, and on the highlight for the selection', async () => {
    // light-plus has neither a caret colour nor a selection background.
    const { light } = await codePalette({ light: 'light-plus', dark: 'github-dark' });
    expect(light).toMatchObject({ text: '#000000', caret: '#000000', selection: '#ADD6FF80' });
  });

  it('fails on a theme that gives no colour for a kind', async () => {
    // min-dark has no selection colour at all.
    await expect(codePalette({ light: 'github-light', dark: 'min-dark' })).rejects.toThrow(
      'code palette: the dark theme gives no selection colour',
    );
  });

  it('writes the palette as custom properties, each a light-dark() pair', async () => {
    const css = codePaletteCss(await codePalette());
    expect(css).toMatch(/^:root\{--code-background:light-dark\(#fff,#24292e\);/);
    expect(css).toContain('--code-keyword:light-dark(#D73A49,#F97583)');
    for (const name of CODE_COLORS) expect(css).toContain(`--code-${name}:`);
  });
});
