// The highlighted code blocks of a page's HTML, for the tests of highlighting.

/**
 * A line of a highlighted block: its classes beside "line", its tokens (text in the
 * block's own colour is a token of class ""), its text.
 */
export interface Line {
  classes: string;
  tokens: [text: string, className: string][];
  text: string;
}

/** A highlighted block as the page's HTML has it. */
export interface Block {
  /** The language label (`data-lang` of the `.code-block`). */
  lang?: string;
  /** The `<pre>`'s: its language, its classes and the code's style. */
  language?: string;
  classes: string[];
  style?: string;
  lines: Line[];
  /** The `<pre>`'s text, as a browser has it: what the copy button copies. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** HTML's text: tags dropped, characters decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (_, hex?: string, dec?: string, name?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(+dec)
          : ENTITIES[name!]!,
    );

const BLOCK =
  /<div class="code-block[^"]*"(?: data-lang="([^"]*)")?(?: style="[^"]*")?>(?:<div class="code-title">.*?<\/div>)?<pre class="([^"]*)"[^>]*?(?: data-language="([^"]*)")?><code(?: style="([^"]*)")?>(.*?)<\/code><\/pre>/gs;
const LINE = /^<span class="line(?: ([^"]*))?">(.*)<\/span>$/;
const TOKEN = /<span class="([^"]*)">([^<]*)<\/span>|([^<]+)/g;

/** The highlighted blocks of a page's HTML. (Shiki's is regular: a line a line, a <span> a token.) */
export function blocksIn(html: string): Block[] {
  return [...html.matchAll(BLOCK)].map(([, lang, classes, language, style, code]) => ({
    lang,
    language,
    classes: classes!.split(' '),
    style,
    lines: code!.split('\n').map((line) => {
      const [, lineClasses = '', tokens = ''] = LINE.exec(line) ?? [];
      return {
        classes: lineClasses,
        tokens: [...tokens.matchAll(TOKEN)].map(
          ([, c = '', t, plain]) => [textOf(t ?? plain!), c] as [string, string],
        ),
        text: textOf(tokens),
      };
    }),
    text: textOf(code!),
  }));
}
