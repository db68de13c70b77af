import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { checkEditorLink } from '../../shared/richText/dialogRules';
import type { LinkValues } from '../../shared/richText/editorActions';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import { Dialog } from '../components/Dialog';
import { TextField } from '../forms/fields';

interface LinkDialogProps {
  initial: LinkValues;
  /** An existing link under the cursor can also be removed. */
  canRemove: boolean;
  onSave: (values: LinkValues) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The link dialog: the address and the text people read (the selection's text, when there is one). */
export function LinkDialog({ initial, canRemove, onSave, onRemove, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the article form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    const checked = checkEditorLink({ href, text });
    setErrors(checked.errors);
    if (!checked.href || !checked.valid) {
      document.getElementById(checked.errors.href ? 'editor-link-href' : 'editor-link-text')?.focus();
      return;
    }
    onSave({ href: checked.href, text: checked.text });
  };

  return createPortal(
    <Dialog
      title={canRemove ? EDITOR_TEXTS.editLinkTitle : EDITOR_TEXTS.insertLinkTitle}
      onClose={onClose}
      initialFocusSelector="#editor-link-href"
    >
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          id="editor-link-href"
          label={EDITOR_TEXTS.linkAddress}
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={EDITOR_TEXTS.linkAddressHint}
          value={href}
          error={errors.href}
          onChange={(event) => setHref(event.target.value)}
        />
        <TextField
          id="editor-link-text"
          label={EDITOR_TEXTS.linkText}
          required
          hint={EDITOR_TEXTS.linkTextHint}
          value={text}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary">
            {EDITOR_TEXTS.saveLink}
          </button>
          {canRemove && (
            <button type="button" className="btn btn-secondary" onClick={onRemove}>
              {EDITOR_TEXTS.removeLink}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {EDITOR_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
