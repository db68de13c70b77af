import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { categorySchema } from '../../shared/schemas/category';
import type { Category } from '../../shared/types';
import { fieldErrorsOf, type FieldErrors } from '../common/fieldErrors';
import { useNotifyError } from '../common/useNotifyError';
import { useNotifyToast } from '../common/useNotifyToast';
import { initialCategoryForm, withName, withSlug } from './categoryForm';
import { parentChoices } from './parentChoices';

/** Add (no `category`) or edit a category: name, slug generated from the name, description, parent (SPEC §5). */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const notifyToast = useNotifyToast();
  const refresh = useRefresh();
  const titleId = useId();
  const [form, setForm] = useState(() => initialCategoryForm(category));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const { data: categories = [] } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const t = (key: string) => translate(`resources.categories.${key}`);
  const mode = category ? 'edit' : 'create';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.slug.trim()) {
      return notifyToast({ title: t('validation.title'), description: t('validation.description') }, 'error');
    }
    const parsed = categorySchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setSaving(true);
    const data = { ...parsed.data, parent_id: parsed.data.parent_id ?? null };
    try {
      if (category) await dataProvider.update('categories', { id: category.id, data, previousData: category });
      else await dataProvider.create('categories', { data });
      notify(`resources.categories.notifications.${mode === 'edit' ? 'updated' : 'created'}`, {
        type: 'success',
        messageArgs: { name: data.name },
      });
      refresh();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf((error as { body?: { errors?: unknown } }).body?.errors));
      notifyError(error);
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(`dialog.${mode}_title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('fields.name')}
              value={form.name}
              onChange={(event) => setForm((current) => withName(current, event.target.value))}
              error={!!errors.name}
              helperText={errors.name}
              required
              autoFocus
            />
            <TextField
              label={t('fields.slug')}
              value={form.slug}
              onChange={(event) => setForm((current) => withSlug(current, event.target.value))}
              error={!!errors.slug}
              helperText={errors.slug ?? t('slug_hint')}
              required
            />
            <TextField
              label={t('fields.description')}
              value={form.description}
              onChange={(event) => setForm((current) => ({ ...current, description: event.target.value }))}
              error={!!errors.description}
              helperText={errors.description}
              multiline
              minRows={3}
            />
            <TextField
              select
              label={t('fields.parent_id')}
              value={form.parent_id}
              onChange={(event) => setForm((current) => ({ ...current, parent_id: event.target.value }))}
              error={!!errors.parent_id}
              helperText={errors.parent_id}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('no_parent')}</option>
              {parentChoices(categories, category?.id).map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(`dialog.${mode}_submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
