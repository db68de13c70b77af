import { useEffect, useRef, useState } from 'react';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { MAX_IMAGE_ALT_LENGTH, MAX_OFFER_IMAGES, MAX_UPLOAD_BYTES } from '../../../shared/limits';
import { OFFER_MESSAGES } from '../../../shared/messages';
import { OFFER_IMAGE_TEXTS as T } from '../../../shared/messagesAuthoring';
import { useToast } from '../../toast/ToastProvider';
import { CharacterCount } from '../CharacterCount';
import { FieldShell, TextAreaField } from '../fields';
import type { OfferTabProps } from './tabProps';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const ALT_FIELD_ID = 'offer-image_alt';

interface ImagesTabProps extends OfferTabProps {
  newImage: File | null;
  setNewImage: (file: File | null) => void;
}

/** One image (MAX_OFFER_IMAGES), a file uploaded to the portal, with a preview and a remove button. */
export function ImagesTab({ values, errors, setField, newImage, setNewImage }: ImagesTabProps) {
  const { showToast } = useToast();
  const [fileError, setFileError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const imageCount = values.image_urls.length + (newImage ? 1 : 0);
  const previewUrl = useObjectUrl(newImage);
  const [announcement, setAnnouncement] = useState('');
  const focusAltField = useRef(false);

  // A chosen file's description field is required: focus goes there once it is on the page, after the browser has
  // given focus back to the file control as its file dialog closed.
  useEffect(() => {
    if (!newImage || !focusAltField.current) return;
    focusAltField.current = false;
    const timer = window.setTimeout(() => document.getElementById(ALT_FIELD_ID)?.focus());
    return () => window.clearTimeout(timer);
  }, [newImage]);

  const limitReached = () => {
    if (imageCount < MAX_OFFER_IMAGES) return false;
    showToast({ ...OFFER_MESSAGES.imageLimitToast, variant: 'destructive' });
    return true;
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || limitReached()) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileError(OFFER_MESSAGES.imageType);
    if (file.size > MAX_UPLOAD_BYTES) return setFileError(OFFER_MESSAGES.imageSize);
    setFileError(undefined);
    focusAltField.current = true;
    setAnnouncement(OFFER_MESSAGES.imageAdded(file.name));
    setNewImage(file);
  };

  const removeImage = (imageUrl: string | null) => {
    setAnnouncement('');
    if (imageUrl === null) setNewImage(null);
    else
      setField(
        'image_urls',
        values.image_urls.filter((existing) => existing !== imageUrl),
      );
    fileInput.current?.focus();
  };

  const alt = values.image_alt.trim() || T.previewAlt(values.title.trim());
  const previews = [
    ...values.image_urls.map((imageUrl) => ({ key: imageUrl, src: imageUrl, removable: imageUrl })),
    ...(newImage && previewUrl ? [{ key: 'new-image', src: previewUrl, removable: null }] : []),
  ];

  return (
    <div className="stack">
      <p className="form-hint">{T.intro}</p>
      <FieldShell id="offer-image-file" label={T.fileLabel} hint={T.fileHint} error={fileError ?? errors.image_urls}>
        {(control) => (
          <input
            ref={fileInput}
            className="input"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => onFile(event.target.files?.[0])}
            {...control}
          />
        )}
      </FieldShell>
      {/* The preview and its description come after the file control, never above where the person is. */}
      {previews.length > 0 && (
        <ul className="image-previews" aria-label={T.previews}>
          {previews.map((preview) => (
            <li key={preview.key} className="image-preview">
              <img src={preview.src} alt={alt} />
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => removeImage(preview.removable)}>
                {T.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {imageCount > 0 && (
        <TextAreaField
          id={ALT_FIELD_ID}
          label={IMAGE_ALT_LABEL}
          required
          rows={2}
          maxLength={MAX_IMAGE_ALT_LENGTH}
          hint={IMAGE_ALT_HINT}
          value={values.image_alt}
          error={errors.image_alt}
          onChange={(event) => setField('image_alt', event.target.value)}
          after={<CharacterCount length={values.image_alt.length} />}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** A temporary URL for previewing a chosen file, released when the file changes or the tab unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setObjectUrl(null);
    const created = URL.createObjectURL(file);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return objectUrl;
}
