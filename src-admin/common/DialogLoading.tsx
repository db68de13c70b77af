import { CircularProgress, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a dialog shows while its record loads: a named spinner, so screen readers hear "Ładowanie". */
export function DialogLoading() {
  const translate = useTranslate();
  return (
    <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </DialogContent>
  );
}
