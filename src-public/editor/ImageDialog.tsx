import { createPortal } from 'react-dom';
import { errorToToast } from '../../shared/errors';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL } from '../../shared/labels/images';
import { MAX_IMAGE_ALT_LENGTH } from '../../shared/limits';
import { EDITOR_IMAGE_TYPES } from '../../shared/richText/dialogRules';
import { useImageDialogForm } from '../../shared/richText/useImageDialogForm';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import type { ImageValues } from '../../shared/richText/editorActions';
import { uploadImage } from './uploadImage';
import { Dialog } from '../components/Dialog';
import { CharacterCount } from '../forms/CharacterCount';
import { FieldShell, TextAreaField } from '../forms/fields';

const FIELD_IDS = { file: 'editor-image-file', alt: 'editor-image-alt' } as const;


/** Inserting an image into the article: a file uploaded to the portal and, always, its description. */
export function ImageDialog({ onSave, onClose }: { onSave: (values: ImageValues) => void; onClose: () => void }) {
  const { setFile, alt, setAlt, errors, uploading, submit } = useImageDialogForm({
    fieldIds: FIELD_IDS,
    upload: uploadImage,
    uploadError: (error) => errorToToast(error).description,
    onSave,
  });

  return createPortal(
    <Dialog title={EDITOR_TEXTS.imageTitle} onClose={onClose} initialFocusSelector={`#${FIELD_IDS.file}`}>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-busy={uploading}>
        <FieldShell
          id={FIELD_IDS.file}
          label={EDITOR_TEXTS.imageFile}
          hint={EDITOR_TEXTS.imageFileHint}
          error={errors.file}
        >
          {(control) => (
            <input
              className="input"
              type="file"
              accept={EDITOR_IMAGE_TYPES.join(',')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </FieldShell>
        <TextAreaField
          id={FIELD_IDS.alt}
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
        <p className="visually-hidden" role="status">
          {uploading ? EDITOR_TEXTS.imageUploading : ''}
        </p>
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={uploading || undefined}>
            {uploading ? EDITOR_TEXTS.imageUploading : EDITOR_TEXTS.insertImage}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {EDITOR_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
