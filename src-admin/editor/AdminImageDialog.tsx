import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { IMAGE_ALT_HINT, IMAGE_ALT_LABEL } from '../../shared/labels/images';
import { MAX_IMAGE_ALT_LENGTH } from '../../shared/limits';
import { EDITOR_IMAGE_TYPES } from '../../shared/richText/dialogRules';
import { useImageDialogForm } from '../../shared/richText/useImageDialogForm';
import type { ImageValues } from '../../shared/richText/editorActions';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import { uploadImage } from './uploadImage';

const FIELD_IDS = { file: 'admin-editor-image-file', alt: 'admin-editor-image-alt' };

/** The back office's image dialog: a file uploaded to the portal, and always the picture's description. */
export function AdminImageDialog({ onSave, onClose }: { onSave: (values: ImageValues) => void; onClose: () => void }) {
  const titleId = useId();
  const { setFile, alt, setAlt, errors, uploading, submit } = useImageDialogForm({
    fieldIds: FIELD_IDS,
    upload: uploadImage,
    uploadError: (error) => (error as Error).message,
    onSave,
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={uploading}>
        <DialogTitle id={titleId}>{EDITOR_TEXTS.imageTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id={FIELD_IDS.file}
              autoFocus
              label={EDITOR_TEXTS.imageFile}
              type="file"
              error={Boolean(errors.file)}
              helperText={errors.file ?? EDITOR_TEXTS.imageFileHint}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: EDITOR_IMAGE_TYPES.join(',') } }}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            />
            <TextField
              id={FIELD_IDS.alt}
              label={IMAGE_ALT_LABEL}
              required
              multiline
              minRows={2}
              value={alt}
              error={Boolean(errors.alt)}
              helperText={errors.alt ?? IMAGE_ALT_HINT}
              slotProps={{ htmlInput: { maxLength: MAX_IMAGE_ALT_LENGTH } }}
              onChange={(event) => setAlt(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{EDITOR_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" loading={uploading} loadingPosition="start">
            {uploading ? EDITOR_TEXTS.imageUploading : EDITOR_TEXTS.insertImage}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
