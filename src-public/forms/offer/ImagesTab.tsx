import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { MAX_IMAGE_ALT_LENGTH, MAX_OFFER_IMAGES, MAX_UPLOAD_BYTES } from '../../../shared/limits';
import { OFFER_MESSAGES } from '../../../shared/messages';
import { AUTHOR_FIELD_HINTS } from '../../../shared/messagesAuthoring';
import { isHttpUrl } from '../../../shared/schemas/common';
import { useToast } from '../../toast/ToastProvider';
import { CharacterCount } from '../CharacterCount';
import { FieldShell, TextAreaField, TextField } from '../fields';
import type { OfferTabProps } from './tabProps';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface ImagesTabProps extends OfferTabProps {
  newImage: File | null;
  setNewImage: (file: File | null) => void;
}

/** One image (MAX_OFFER_IMAGES): either a URL or an uploaded file, with a preview and a remove button. */
export function ImagesTab({ values, errors, setField, newImage, setNewImage }: ImagesTabProps) {
  const { showToast } = useToast();
  const [url, setUrl] = useState('');
  const [fileError, setFileError] = useState<string>();
  const urlInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageCount = values.image_urls.length + (newImage ? 1 : 0);
  const previewUrl = useObjectUrl(newImage);

  const limitReached = () => {
    if (imageCount < MAX_OFFER_IMAGES) return false;
    showToast({ ...OFFER_MESSAGES.imageLimitToast, variant: 'destructive' });
    return true;
  };

  const addUrl = () => {
    const trimmed = url.trim();
    if (!isHttpUrl(trimmed)) {
      showToast({ ...OFFER_MESSAGES.imageUrlToast, variant: 'destructive' });
      return;
    }
    if (limitReached()) return;
    setField('image_urls', [...values.image_urls, trimmed]);
    setUrl('');
  };

  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addUrl();
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || limitReached()) return;
    if (!IMAGE_TYPES.includes(file.type)) return setFileError(OFFER_MESSAGES.imageType);
    if (file.size > MAX_UPLOAD_BYTES) return setFileError(OFFER_MESSAGES.imageSize);
    setFileError(undefined);
    setNewImage(file);
  };

  const removeImage = (imageUrl: string | null) => {
    if (imageUrl === null) setNewImage(null);
    else
      setField(
        'image_urls',
        values.image_urls.filter((existing) => existing !== imageUrl),
      );
    urlInput.current?.focus();
  };

  const alt =
    values.image_alt.trim() || `Podgląd zdjęcia oferty${values.title.trim() ? `: ${values.title.trim()}` : ''}`;
  const previews = [
    ...values.image_urls.map((imageUrl) => ({ key: imageUrl, src: imageUrl, removable: imageUrl })),
    ...(newImage && previewUrl ? [{ key: 'new-image', src: previewUrl, removable: null }] : []),
  ];

  return (
    <div className="stack">
      <p className="form-hint">Możesz dodać {MAX_OFFER_IMAGES} zdjęcie: podaj jego adres URL albo prześlij plik.</p>
      {previews.length > 0 && (
        <ul className="image-previews" aria-label="Dodane zdjęcia">
          {previews.map((preview) => (
            <li key={preview.key} className="image-preview">
              <img src={preview.src} alt={alt} />
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => removeImage(preview.removable)}>
                Usuń zdjęcie
              </button>
            </li>
          ))}
        </ul>
      )}
      {previews.length > 0 && (
        <TextAreaField
          id="offer-image_alt"
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
      <div className="tag-input-row">
        <TextField
          ref={urlInput}
          id="offer-image-url"
          label="Adres URL zdjęcia"
          hint={AUTHOR_FIELD_HINTS.imageUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          error={errors.image_urls}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onUrlKeyDown}
        />
        <button type="button" className="btn btn-secondary" onClick={addUrl}>
          Dodaj zdjęcie z adresu
        </button>
      </div>
      <FieldShell
        id="offer-image-file"
        label="Lub prześlij plik ze zdjęciem"
        hint="JPEG, PNG lub WebP, najwyżej 5 MB."
        error={fileError}
      >
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
