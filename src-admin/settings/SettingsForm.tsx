import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { settingsSchema } from '../../shared/schemas/settings';
import type { PortalSettings } from '../../shared/types';
import { fieldErrorsOf } from '../common/fieldErrors';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';

const FIELDS = ['portal_name', 'contact_email', 'terms_of_service', 'privacy_policy'] as const;
/** One-line settings, each with a hint: the accessibility statement's contact and the PJM video of 'O portalu'. */
const LINE_FIELDS = [
  'accessibility_contact_name',
  'accessibility_contact_phone',
  'pjm_video_url',
  'pjm_video_captions_url',
  'pjm_video_transcript_url',
] as const;
const TEXTAREA_ROWS = 10;

/** The same schema the API validates with, so a field is marked before the request is even sent. */
const validate = (values: Record<string, unknown>) => {
  const result = settingsSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
};

/** The four portal texts, each a 10-row text area, then the one-line accessibility settings with their hints. */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: PortalSettings;
  onSaved: (saved: PortalSettings) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [saving, setSaving] = useState(false);

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    try {
      const saved = await dataProvider.updateSettings(settingsSchema.parse(values));
      notify('admin.settings.saved', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form record={{ id: 'settings', ...settings }} onSubmit={save} validate={validate} noValidate>
      <Stack spacing={1}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            source={field}
            label={translate(`admin.settings.fields.${field}`)}
            multiline
            rows={TEXTAREA_ROWS}
            fullWidth
          />
        ))}
        {LINE_FIELDS.map((field) => (
          <TextInput
            key={field}
            source={field}
            label={translate(`admin.settings.fields.${field}`)}
            helperText={translate(`admin.settings.hints.${field}`)}
            fullWidth
          />
        ))}
        <div>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
            {translate('admin.settings.save')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
