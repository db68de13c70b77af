import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNotImplemented } from '../layout/useNotImplemented';

const PLACEHOLDERS = ['moderation', 'payments', 'transactional_emails', 'monthly_report'] as const;

/** Settings the portal will have one day; for now each button says so. */
export function MoreSettings() {
  const translate = useTranslate();
  const notImplemented = useNotImplemented();
  return (
    <section aria-labelledby="settings-more">
      <Typography id="settings-more" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.settings.more.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PLACEHOLDERS.map((key) => (
          <Button key={key} variant="outlined" onClick={notImplemented}>
            {translate(`admin.settings.more.${key}`)}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
