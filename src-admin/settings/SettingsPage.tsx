import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PortalSettings } from '../../shared/types';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';
import { MoreSettings } from './MoreSettings';
import { SettingsForm } from './SettingsForm';

/** Ustawienia: the portal settings read from and saved to /admin/settings, with a refresh. */
export default function SettingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notifyError = useNotifyError();
  const [settings, setSettings] = useState<PortalSettings | null>(null);
  // Bumped on every load so that the form starts again from what the server holds.
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      const loaded = await dataProvider.getSettings();
      setSettings(loaded);
      setVersion((current) => current + 1);
    } catch (error) {
      notifyError(error);
    }
  }, [dataProvider, notifyError]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('admin.settings.title')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<RefreshIcon />} onClick={() => void load()}>
          {translate('admin.settings.refresh')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          {settings ? (
            <SettingsForm key={version} settings={settings} onSaved={setSettings} />
          ) : (
            <CircularProgress aria-label={translate('ra.page.loading')} />
          )}
        </CardContent>
      </Card>
      <MoreSettings />
    </Stack>
  );
}
