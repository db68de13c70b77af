import { useRef, useState } from 'react';
import { errorToToast } from '../../../shared/errors';
import { AUTHOR_FIELD_HINTS, FEATURED_IMAGE_TEXTS as T } from '../../../shared/messagesAuthoring';
import { EDITOR_IMAGE_TYPES, imageFileError } from '../../../shared/richText/dialogRules';
import { EDITOR_TEXTS } from '../../../shared/richText/messages';
import { uploadImage } from '../../editor/uploadImage';
import { FieldShell } from '../fields';

interface FeaturedImageFieldProps {
  /** The id of the file input: the error summary links the `featured_image_url` field here. */
  id: string;
  url: string;
  alt: string;
  error?: string;
  onChange: (url: string) => void;
}

/**
 * The article's featured image: a file uploaded to the portal as soon as it is chosen (the answer is the address the
 * form saves), with a preview and a remove button; pictures at other sites are not accepted (docs/bezpieczenstwo.md).
 */
export function FeaturedImageField({ id, url, alt, error, onChange }: FeaturedImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  const onFile = async (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = imageFileError(file);
    if (problem) return setFileError(problem);
    setFileError(undefined);
    setUploading(true);
    setAnnouncement(EDITOR_TEXTS.imageUploading);
    try {
      onChange(await uploadImage(file));
      setAnnouncement(T.uploaded);
    } catch (uploadError) {
      setFileError(errorToToast(uploadError).description);
      setAnnouncement('');
      fileInput.current?.focus();
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = () => {
    onChange('');
    setAnnouncement(T.removed);
    fileInput.current?.focus();
  };

  return (
    <div className="stack">
      <FieldShell id={id} label={T.label} hint={AUTHOR_FIELD_HINTS.featuredImageUrl} error={fileError ?? error}>
        {(control) => (
          <input
            ref={fileInput}
            className="input"
            type="file"
            accept={EDITOR_IMAGE_TYPES.join(',')}
            aria-busy={uploading || undefined}
            onChange={(event) => void onFile(event.target.files?.[0])}
            {...control}
          />
        )}
      </FieldShell>
      {/* The preview comes after the file control, never above where the person is. */}
      {url && (
        <figure className="image-preview">
          <img src={url} alt={alt.trim() || T.current} />
          <button type="button" className="btn btn-secondary btn-sm" onClick={remove}>
            {T.remove}
          </button>
        </figure>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
