import { LanguageSupport } from '@codemirror/language';
import { autoCloseTags, javascript } from '@codemirror/lang-javascript';
import { Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { DemoLanguage } from '../../../shared/demo/demo';
import { editorTheme } from './editor-theme';

export interface DemoEditorProps {
  value: string;
  language: DemoLanguage;
  label: string;
  onChange(value: string): void;
  /** Escape leaves the editor: focus goes back to this element. */
  onEscape(): void;
}

/**
 * JSX or TSX, with the language's completions but not its auto-closing tags: a reader
 * who types a closing tag by hand (as most do) would get it twice.
 */
function languageOf(language: DemoLanguage): LanguageSupport {
  const support = javascript({ jsx: true, typescript: language === 'tsx' });
  const parts = [support.support].flat(Infinity as 1) as Extension[];
  return new LanguageSupport(
    support.language,
    parts.filter((part) => part !== autoCloseTags),
  );
}

/**
 * A code editor (CodeMirror 6) for a demo. Tab moves focus on, as everywhere else (no
 * tab trapping); Escape leaves it too. Labelled for screen readers.
 */
export default function DemoEditor({
  value,
  language,
  label,
  onChange,
  onEscape,
}: DemoEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef({ onChange, onEscape });
  useEffect(() => {
    latest.current = { onChange, onEscape };
  });

  useEffect(() => {
    const theme = editorTheme();
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        languageOf(language),
        theme.extension,
        // Above basicSetup's own Escape binding, so Escape always leaves the editor.
        Prec.highest(keymap.of([{ key: 'Escape', run: () => (latest.current.onEscape(), true) }])),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    const unfollow = theme.follow(editor);
    editor.focus();
    return () => {
      unfollow();
      editor.destroy();
    };
    // The editor owns its text once created; `value` changes only through it (or Reset,
    // which remounts it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  return <div className="demo-editor" ref={host} />;
}
