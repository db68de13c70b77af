import { Box, Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { IMAGE_ALT_COLUMN } from '../../shared/labels/images';

interface ImageAltFieldProps<T> {
  imageOf: (record: T) => string | null | undefined;
  altOf: (record: T) => string | null | undefined;
}

/**
 * A list cell with the description of a record's image, so moderators see what blind readers will hear and which
 * images still have none (a warning chip, in words, not only colour).
 */
export function ImageAltField<T extends object>({ imageOf, altOf }: ImageAltFieldProps<T>) {
  const record = useRecordContext<T>();
  if (!record) return null;
  if (!imageOf(record)) return <Box sx={{ color: 'text.secondary' }}>{IMAGE_ALT_COLUMN.noImage}</Box>;
  const alt = altOf(record)?.trim();
  if (!alt) return <Chip size="small" color="warning" variant="outlined" label={IMAGE_ALT_COLUMN.missing} />;
  return (
    <Box
      component="span"
      sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      title={alt}
    >
      {alt}
    </Box>
  );
}
