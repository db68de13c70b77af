import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { normalizeHref } from '../../shared/richText/links';
import { EDITOR_MESSAGES } from '../../shared/richText/messages';
import { Dialog } from '../components/Dialog';
import { TextField } from '../forms/fields';

export interface LinkValues {
  href: string;
  text: string;
}

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
    const normalized = normalizeHref(href);
    const problems = {
      href: normalized ? undefined : EDITOR_MESSAGES.linkAddress,
      text: text.trim() ? undefined : EDITOR_MESSAGES.linkText,
    };
    setErrors(problems);
    if (!normalized || problems.text) {
      document.getElementById(problems.href ? 'editor-link-href' : 'editor-link-text')?.focus();
      return;
    }
    onSave({ href: normalized, text: text.trim() });
  };

  return createPortal(
    <Dialog title={canRemove ? 'Edytuj link' : 'Wstaw link'} onClose={onClose} initialFocusSelector="#editor-link-href">
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          id="editor-link-href"
          label="Adres linku"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Adres strony (https://…) albo adres email poprzedzony mailto:."
          value={href}
          error={errors.href}
          onChange={(event) => setHref(event.target.value)}
        />
        <TextField
          id="editor-link-text"
          label="Tekst linku"
          required
          hint="Co czytelnik zobaczy i usłyszy, np. „regulamin dofinansowania”, nie „kliknij tutaj”."
          value={text}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary">
            Zapisz link
          </button>
          {canRemove && (
            <button type="button" className="btn btn-secondary" onClick={onRemove}>
              Usuń link
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
