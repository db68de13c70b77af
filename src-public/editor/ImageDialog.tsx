import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL, MAX_IMAGE_ALT_LENGTH } from '../../shared/labels';
import { IMAGE_ALT_MESSAGES } from '../../shared/messages';
import { isHttpUrl, missingImageAlt } from '../../shared/schemas/common';
import { Dialog } from '../components/Dialog';
import { CharacterCount } from '../forms/CharacterCount';
import { TextAreaField, TextField } from '../forms/fields';
import { EDITOR_MESSAGES } from '../../shared/richText/messages';

export interface ImageValues {
  src: string;
  alt: string;
}

/** Inserting an image into the article: its address and, always, its description for blind readers. */
export function ImageDialog({ onSave, onClose }: { onSave: (values: ImageValues) => void; onClose: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problems = {
      src: isHttpUrl(src.trim()) ? undefined : EDITOR_MESSAGES.imageAddress,
      alt: missingImageAlt(true, alt)
        ? IMAGE_ALT_MESSAGES.required
        : alt.trim().length > MAX_IMAGE_ALT_LENGTH
          ? IMAGE_ALT_MESSAGES.tooLong
          : undefined,
    };
    setErrors(problems);
    if (problems.src || problems.alt) {
      document.getElementById(problems.src ? 'editor-image-src' : 'editor-image-alt')?.focus();
      return;
    }
    onSave({ src: src.trim(), alt: alt.trim() });
  };

  return createPortal(
    <Dialog title="Wstaw zdjęcie" onClose={onClose} initialFocusSelector="#editor-image-src">
      <form className="stack" noValidate onSubmit={submit}>
        <TextField
          id="editor-image-src"
          label="Adres URL zdjęcia"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          value={src}
          error={errors.src}
          onChange={(event) => setSrc(event.target.value)}
        />
        <TextAreaField
          id="editor-image-alt"
          label={IMAGE_ALT_LABEL}
          required
          rows={3}
          maxLength={MAX_IMAGE_ALT_LENGTH}
          hint={IMAGE_ALT_HINT}
          value={alt}
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
          after={<CharacterCount length={alt.length} />}
        />
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary">
            Wstaw zdjęcie
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
