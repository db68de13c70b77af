import { useRef, type ChangeEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { TextInput, useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CATEGORY_MESSAGES } from '../../shared/messages';
import { categorySchema } from '../../shared/schemas/category';
import { slugify } from '../../shared/slug';
import type { Category } from '../../shared/types';
import { FormDialog } from '../common/FormDialog';
import { schemaValidator, serverFieldErrors } from '../common/formValidation';
import { useNotifyError } from '../common/useNotifyError';
import { initialCategoryForm, type CategoryFormValues } from './categoryForm';
import { parentChoices } from './parentChoices';

const validate = schemaValidator(categorySchema, (values: Partial<CategoryFormValues>) => values);
const invalidToast = (message: string) => ({ title: CATEGORY_MESSAGES.required.title, description: message });

/** Add (no `category`) or edit a category: name, slug generated from the name, description, parent. */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const mode = category ? 'edit' : 'create';

  async function save(values: CategoryFormValues) {
    const parsed = categorySchema.parse(values);
    const data = { ...parsed, parent_id: parsed.parent_id ?? null };
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
      notifyError(error);
      return serverFieldErrors(error);
    }
  }

  return (
    <FormDialog<CategoryFormValues>
      title={translate(`resources.categories.dialog.${mode}_title`)}
      submitLabel={`resources.categories.dialog.${mode}_submit`}
      defaultValues={initialCategoryForm(category)}
      validate={validate}
      onSubmit={save}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      <CategoryFields category={category} />
    </FormDialog>
  );
}

function CategoryFields({ category }: { category?: Category }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<CategoryFormValues>();
  const { isSubmitted } = useFormState();
  // The slug follows the name until it is typed by hand (an existing category keeps its slug); emptying it hands
  // it back to the name.
  const slugLocked = useRef(Boolean(category?.slug));
  const { data: categories = [] } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const field = (name: string) => `resources.categories.fields.${name}`;

  return (
    <>
      <TextInput
        source="name"
        label={field('name')}
        isRequired
        autoFocus
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (!slugLocked.current) setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
        }}
      />
      <TextInput
        source="slug"
        label={field('slug')}
        isRequired
        helperText={translate('resources.categories.slug_hint')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          slugLocked.current = event.target.value !== '';
        }}
      />
      <TextInput source="description" label={field('description')} multiline minRows={3} />
      <TextInput
        source="parent_id"
        label={field('parent_id')}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('resources.categories.no_parent')}</option>
        {parentChoices(categories, category?.id).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </TextInput>
    </>
  );
}
