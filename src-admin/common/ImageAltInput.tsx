import { Box } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { IMAGE_ALT_HINT } from '../../shared/labels/images';
import { MAX_IMAGE_ALT_LENGTH } from '../../shared/limits';

/**
 * The description of a record's image, edited beside a small preview of it, so the admin describes what he sees.
 * Shown only when there is an image (an offer's first image, an article's featured image).
 */
export function ImageAltInput({ source, imageOf }: { source: string; imageOf: (record: object) => string | null }) {
  const record = useRecordContext();
  const image = record ? imageOf(record) : null;
  if (!image) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={image}
        alt=""
        sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, mt: 1 }}
      />
      <TextInput
        source={source}
        fullWidth
        multiline
        helperText={IMAGE_ALT_HINT}
        slotProps={{ htmlInput: { maxLength: MAX_IMAGE_ALT_LENGTH } }}
      />
    </Box>
  );
}
