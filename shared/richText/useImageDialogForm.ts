import { useState, type FormEvent } from 'react';
import { checkEditorImage } from './dialogRules';
import type { ImageValues } from './editorActions';

export type ImageErrors = { src?: string; file?: string; alt?: string };

interface ImageDialogFormOptions {
  /** The ids of the dialog's fields: the first one in error takes focus. */
  fieldIds: Record<keyof ImageErrors, string>;
  /** Sends the file to the portal and answers the address the article shows. */
  upload: (file: File) => Promise<string>;
  /** The Polish message of a refused upload, shown under the file field. */
  uploadError: (error: unknown) => string;
  onSave: (values: ImageValues) => void;
}

/**
 * The state and the submit of both editors' image dialogs (public and back office): an address or an uploaded file,
 * and always the picture's description, checked by the shared rules before anything is sent.
 */
export function useImageDialogForm({ fieldIds, upload, uploadError, onSave }: ImageDialogFormOptions) {
  const [src, setSrc] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<ImageErrors>({});
  const [uploading, setUploading] = useState(false);

  const showErrors = (problems: ImageErrors) => {
    setErrors(problems);
    const first = (['src', 'file', 'alt'] as const).find((field) => problems[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    // The dialog is portalled out of the article form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    if (uploading) return;
    const checked = checkEditorImage({ src, alt, file });
    if (!checked.valid) return showErrors(checked.errors);
    setErrors({});
    if (!file) return onSave({ src: checked.src, alt: checked.alt });
    setUploading(true);
    try {
      onSave({ src: await upload(file), alt: checked.alt });
    } catch (error) {
      setUploading(false);
      showErrors({ file: uploadError(error) });
    }
  };

  return { src, setSrc, setFile, alt, setAlt, errors, uploading, submit };
}
