import { useRef, useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useInput, useTranslate } from 'react-admin';
import { AUTHOR_FIELD_HINTS, FEATURED_IMAGE_TEXTS as T } from '../../shared/messagesAuthoring';
import { EDITOR_IMAGE_TYPES, imageFileError } from '../../shared/richText/dialogRules';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import { uploadImage } from '../editor/uploadImage';

const FIELD_ID = 'admin-featured-image-file';

/**
 * The article's featured image in the back office: a file uploaded to the portal when chosen (its answer is the
 * address saved), with a preview and a remove button; addresses at other sites are not accepted (docs/bezpieczenstwo.md).
 */
export function FeaturedImageInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'featured_image_url' });
  const alt = useInput({ source: 'featured_image_alt' }).field.value as string | null;
  const url = (field.value as string | null) ?? '';
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
      field.onChange(await uploadImage(file));
      setAnnouncement(T.uploaded);
    } catch (error) {
      setFileError((error as Error).message);
      setAnnouncement('');
      fileInput.current?.focus();
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = () => {
    field.onChange(null);
    setAnnouncement(T.removed);
    fileInput.current?.focus();
  };

  const serverError = fieldState.error?.message;
  const error = fileError ?? (serverError ? translate(serverError, { _: serverError }) : undefined);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <TextField
        id={FIELD_ID}
        label={translate('resources.blog_posts.fields.featured_image_url')}
        type="file"
        inputRef={fileInput}
        error={Boolean(error)}
        helperText={error ?? AUTHOR_FIELD_HINTS.featuredImageUrl}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { accept: EDITOR_IMAGE_TYPES.join(','), 'aria-busy': uploading || undefined },
        }}
        onChange={(event) => void onFile((event.target as HTMLInputElement).files?.[0])}
      />
      {/* The preview comes after the file control, never above where the person is. */}
      {url && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Box component="img" src={url} alt={alt?.trim() || T.current} sx={{ maxHeight: 96, maxWidth: 160 }} />
          <Button variant="outlined" onClick={remove}>
            {T.remove}
          </Button>
        </Stack>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
