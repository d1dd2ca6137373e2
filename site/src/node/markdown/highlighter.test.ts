import { describe, expect, it } from 'vitest';

describe('sharedHighlighter', () => {
  it("highlights without starting Node's fetch: Response, and with it the HTTP parser's memory, untouched", async () => {
    const touched: string[] = [];
    const original = Object.getOwnPropertyDescriptor(globalThis, 'Response')!;
    Object.defineProperty(globalThis, 'Response', {
      configurable: true,
      get() {
        touched.push(new Error().stack!);
        return original.get ? original.get.call(globalThis) : original.value;
      },
    });
    try {
      const { sharedHighlighter } = await import('./highlighter');
      const highlighter = await sharedHighlighter(['github-light']);
      await highlighter.loadLanguage('tsx');
      const html = highlighter.codeToHtml('const a = <b />;', {
        lang: 'tsx',
        theme: 'github-light',
      });
      expect(html).toContain('<span style="color:#D73A49">const</span>');
    } finally {
      Object.defineProperty(globalThis, 'Response', original);
    }
    expect(touched).toEqual([]);
  });

  it('is one highlighter, which loads the themes each caller asks for', async () => {
    const { sharedHighlighter } = await import('./highlighter');
    const light = await sharedHighlighter(['github-light']);
    const both = await sharedHighlighter(['github-light', 'github-dark']);
    expect(both).toBe(light);
    expect(both.getLoadedThemes()).toEqual(expect.arrayContaining(['github-light', 'github-dark']));
  });
});
