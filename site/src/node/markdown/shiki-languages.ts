import type { Element, Root } from 'hast';
import { distance } from 'fastest-levenshtein';
import { bundledLanguages } from 'shiki';
import { isSpecialLang } from 'shiki/core';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { SiteBuildError } from '../errors';

/** The class that names a code block's language, as @shikijs/rehype reads it. */
const LANGUAGE_CLASS = 'language-';

export const CODE_LANGUAGE_RULE =
  "a fence's language is one Shiki knows (shiki.style/languages), or none";

/** ```js{2}, as VitePress has it: here the marked lines come after a space. */
const MARKS_GLUED = /^(.+?)(\{[\d,-]*\})$/;

/**
 * Whether Shiki highlights code in `lang`: a language it bundles (by its id or an alias,
 * loaded when first used), or one of its plain ones (`text`, `txt`, `plain`, `plaintext`,
 * `ansi`).
 */
export function isCodeLanguage(lang: string): boolean {
  return Object.hasOwn(bundledLanguages, lang) || isSpecialLang(lang);
}

/** The known language a misspelt one was most likely meant to be: at most 2 edits away. */
export function closestCodeLanguage(lang: string): string | undefined {
  const wanted = lang.toLowerCase();
  let best: { name: string; edits: number } | undefined;
  for (const name of Object.keys(bundledLanguages)) {
    const edits = distance(wanted, name);
    if (edits <= 2 && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}

/** What is wrong with an unknown language, and the likely fix. */
function unknownLanguage(lang: string): string {
  const glued = MARKS_GLUED.exec(lang);
  if (glued && isCodeLanguage(glued[1]!.toLowerCase()))
    return `unknown code language "${lang}": write "${glued[1]} ${glued[2]}", a space before the marked lines`;
  const closest = closestCodeLanguage(lang);
  return `unknown code language "${lang}"${closest ? `, did you mean "${closest}"?` : ''}`;
}

/** A `<pre>`'s code and the language it names, as @shikijs/rehype finds them. */
function codeOf(pre: Element): { code: Element; index: number; lang: string } | undefined {
  const code = pre.children[0];
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const classes = code.properties.className;
  const index = Array.isArray(classes)
    ? classes.findIndex((c) => typeof c === 'string' && c.startsWith(LANGUAGE_CLASS))
    : -1;
  if (index === -1) return undefined;
  return { code, index, lang: String((classes as unknown[])[index]).slice(LANGUAGE_CLASS.length) };
}

/**
 * Every code block's language is one Shiki knows (`isCodeLanguage`): an unknown one is an
 * error naming the file, the fence's line and the language, added to `file.data.problems`
 * (the page fails with all of its mistakes). Its block then goes on as plain text, so that
 * the rest of the page is still checked. Runs before @shikijs/rehype, which loads each
 * language as it meets it; it sees the blocks that plugin will (a fence, or raw HTML's
 * `<pre><code class="language-…">`). A language in capitals is taken in small letters.
 */
export function rehypeCodeLanguages() {
  return (tree: Root, file: VFile) => {
    const problems = file.data.problems!;
    // A fence shown several times (```bash npm2yarn: once per package manager) is one mistake.
    const reported = new Set<string>();
    // Stryker disable next-line StringLiteral: visit() takes "" for no test, and only elements have a tagName
    visit(tree, 'element', (pre: Element) => {
      const found = pre.tagName === 'pre' ? codeOf(pre) : undefined;
      if (!found) return;
      const { code, index, lang } = found;
      const classes = code.properties.className as string[];
      if (isCodeLanguage(lang.toLowerCase())) {
        classes[index] = LANGUAGE_CLASS + lang.toLowerCase();
        return;
      }
      classes.splice(index, 1);
      const start = pre.position?.start;
      const key = start ? `${start.line}:${start.column}:${lang}` : undefined;
      if (key && reported.has(key)) return;
      if (key) reported.add(key);
      problems.push(
        new SiteBuildError(file.path, start?.line, CODE_LANGUAGE_RULE, unknownLanguage(lang)),
      );
    });
  };
}
