/** What the server entry returns for one URL; the prerender writes it into a page. */
export type RenderResult =
  | { kind: 'redirect'; location: string; status: number }
  | {
      kind: 'html';
      html: string;
      hydrationData: unknown;
      /** Styles beyond the site's stylesheet that the page needs, to inline in its head. */
      styles: string[];
    };
