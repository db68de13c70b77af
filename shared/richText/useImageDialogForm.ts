import { useState, type FormEvent } from 'react';
import { checkEditorImage } from './dialogRules';
import type { ImageValues } from './editorActions';

export type ImageErrors = { file?: string; alt?: string };

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
 * The state and the submit of both editors' image dialogs (public and back office): a file uploaded to the portal
 * and always the picture's description, checked by the shared rules before anything is sent.
 */
export function useImageDialogForm({ fieldIds, upload, uploadError, onSave }: ImageDialogFormOptions) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<ImageErrors>({});
  const [uploading, setUploading] = useState(false);

  const showErrors = (problems: ImageErrors) => {
    setErrors(problems);
    const first = (['file', 'alt'] as const).find((field) => problems[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    // The dialog is portalled out of the article form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    if (uploading) return;
    const checked = checkEditorImage({ alt, file });
    if (!checked.valid || !file) return showErrors(checked.errors);
    setErrors({});
    setUploading(true);
    try {
      onSave({ src: await upload(file), alt: checked.alt });
    } catch (error) {
      setUploading(false);
      showErrors({ file: uploadError(error) });
    }
  };

  return { setFile, alt, setAlt, errors, uploading, submit };
}
