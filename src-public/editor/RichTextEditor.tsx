import { useEffect, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { articleExtensions } from '../../shared/richText/extensions';
import { errorId, hintId, RequiredMarker } from '../forms/fields';
import { EDITOR_HELP } from '../../shared/richText/commands';
import { EditorToolbar } from './EditorToolbar';
import { ImageDialog } from './ImageDialog';
import { LinkDialog } from './LinkDialog';
import {
  applyLink,
  insertImage,
  linkUnderCursor,
  removeLink,
  type ImageValues,
  type LinkValues,
} from '../../shared/richText/editorActions';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

type OpenDialog = { kind: 'link'; initial: LinkValues; canRemove: boolean } | { kind: 'image' } | null;

/**
 * The article editor (TipTap, loaded only where articles are written). A labelled, described rich-text field with
 * an ARIA toolbar above it; it writes the HTML the server's allow-list keeps.
 */
export default function RichTextEditor({ id, label, value, onChange, error, required }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const labelId = `${id}-label`;
  const describedBy = [hintId(id), error ? errorId(id) : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: articleExtensions(),
    content: value,
    // The toolbar's pressed and disabled states follow every change of the selection.
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'editor-content article-content',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink();
          return true;
        }
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          document.querySelector<HTMLElement>(`[aria-controls="${id}"] [tabindex="0"]`)?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (a loaded article, a reset form) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Keeps attributes that depend on props (error state) current.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': describedBy,
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    });
  }, [editor, describedBy, error]);

  function openLink() {
    if (editor) setDialog({ kind: 'link', ...linkUnderCursor(editor) });
  }

  const saveLink = (values: LinkValues) => {
    if (editor) applyLink(editor, values);
    setDialog(null);
  };

  const saveImage = (values: ImageValues) => {
    if (editor) insertImage(editor, values);
    setDialog(null);
  };

  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      {/* A <label> cannot name an editable area: a click on this one focuses it as a label would; the keyboard tabs in. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
      <span className="form-label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
        {required && <RequiredMarker />}
      </span>
      <p className="form-hint" id={hintId(id)}>
        {EDITOR_HELP}
      </p>
      <div className="editor">
        {editor && (
          <EditorToolbar editor={editor} controls={id} onLink={openLink} onImage={() => setDialog({ kind: 'image' })} />
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p className="form-error" id={errorId(id)}>
          {error}
        </p>
      )}
      {dialog?.kind === 'link' && (
        <LinkDialog
          initial={dialog.initial}
          canRemove={dialog.canRemove}
          onSave={saveLink}
          onRemove={() => {
            if (editor) removeLink(editor);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'image' && <ImageDialog onSave={saveImage} onClose={() => setDialog(null)} />}
    </div>
  );
}
