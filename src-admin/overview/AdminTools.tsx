import AssessmentIcon from '@mui/icons-material/Assessment';
import ArticleIcon from '@mui/icons-material/Article';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNotImplemented } from '../layout/useNotImplemented';

const TOOLS = [
  { key: 'reports', icon: <AssessmentIcon /> },
  { key: 'portal_settings', icon: <TuneIcon /> },
  { key: 'content', icon: <ArticleIcon /> },
] as const;

/** The admin tools exist but only say that they are not implemented yet (docs/zasady-produktu.md#ekrany). */
export function AdminTools() {
  const translate = useTranslate();
  const notImplemented = useNotImplemented();
  return (
    <section aria-labelledby="overview-tools">
      <Typography id="overview-tools" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.overview.tools.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {TOOLS.map((tool) => (
          <Button key={tool.key} variant="outlined" startIcon={tool.icon} onClick={notImplemented}>
            {translate(`admin.overview.tools.${tool.key}`)}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
