import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { codeColor } from '../../../shared/code-palette';
import { onPaintedSchemeChange, paintedScheme } from './painted-scheme';

/**
 * Edited code in the static code's colours: Lezer's tags painted with the palette the
 * build derives from the Shiki themes (`--code-*`, light and dark), so the colours
 * follow the reader's scheme by CSS alone.
 */
const highlightStyle = HighlightStyle.define([
  { tag: [t.comment, t.lineComment, t.blockComment], color: codeColor('comment') },
  {
    tag: [
      t.keyword,
      t.controlKeyword,
      t.definitionKeyword,
      t.moduleKeyword,
      t.operatorKeyword,
      t.modifier,
      t.operator,
      t.definitionOperator,
      t.function(t.punctuation),
    ],
    color: codeColor('keyword'),
  },
  { tag: [t.string, t.special(t.string), t.attributeValue, t.regexp], color: codeColor('string') },
  { tag: [t.number, t.bool, t.null, t.atom, t.self], color: codeColor('constant') },
  {
    tag: [
      t.function(t.variableName),
      t.function(t.definition(t.variableName)),
      t.function(t.propertyName),
      t.className,
      t.definition(t.className),
      t.typeName,
      t.definition(t.typeName),
    ],
    color: codeColor('function'),
  },
  { tag: t.standard(t.tagName), color: codeColor('tag') },
  { tag: t.tagName, color: codeColor('component') },
  { tag: t.attributeName, color: codeColor('attribute') },
]);

/** The editor's surface in the palette's colours. */
const surface = EditorView.theme({
  '&': { backgroundColor: codeColor('background'), color: codeColor('text') },
  '.cm-scroller': { scrollbarColor: `var(--text-muted) ${codeColor('background')}` },
  '.cm-content': { caretColor: codeColor('caret') },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: codeColor('caret') },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: codeColor('selection') },
  '.cm-gutters': {
    backgroundColor: codeColor('background'),
    color: 'var(--text-muted)',
    borderRight: '1px solid var(--border)',
  },
  // A tinted current line would lower the tokens' contrast.
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
});

const darkFlag = () => EditorView.darkTheme.of(paintedScheme() === 'dark');

/**
 * The palette and surface, and CodeMirror's own dark flag (for its built-in parts:
 * panels, tooltips), which follows the page's scheme as it changes (the reader's pick
 * in the navbar, or the system's).
 */
export function editorTheme(): { extension: Extension; follow(view: EditorView): () => void } {
  const scheme = new Compartment();
  return {
    extension: [syntaxHighlighting(highlightStyle), surface, scheme.of(darkFlag())],
    follow(view) {
      return onPaintedSchemeChange(() =>
        view.dispatch({ effects: scheme.reconfigure(darkFlag()) }),
      );
    },
  };
}
