import { javascript } from '@codemirror/lang-javascript';
import { Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { DemoLanguage } from '../../../shared/demo';

export interface DemoEditorProps {
  value: string;
  language: DemoLanguage;
  label: string;
  onChange(value: string): void;
  /** Escape leaves the editor: focus goes back to this element. */
  onEscape(): void;
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
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        javascript({ jsx: true, typescript: language === 'tsx' }),
        // Above basicSetup's own Escape binding, so Escape always leaves the editor.
        Prec.highest(keymap.of([{ key: 'Escape', run: () => (latest.current.onEscape(), true) }])),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    editor.focus();
    return () => editor.destroy();
    // The editor owns its text once created; `value` changes only through it (or Reset,
    // which remounts it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  return <div className="demo-editor" ref={host} />;
}
