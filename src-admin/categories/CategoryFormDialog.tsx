import { useRef, type ChangeEvent } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { TextInput, useGetList, useTranslate } from 'react-admin';
import { CATEGORY_MESSAGES } from '../../shared/messages';
import { categorySchema } from '../../shared/schemas/category';
import { slugify } from '../../shared/slug';
import type { Category } from '../../shared/types';
import { DictionaryFormDialog } from '../common/DictionaryFormDialog';
import { schemaValidator } from '../common/formValidation';
import { initialCategoryForm, type CategoryFormValues } from './categoryForm';
import { parentChoices } from './parentChoices';

const validate = schemaValidator(categorySchema, (values: Partial<CategoryFormValues>) => values);
const invalidToast = (message: string) => ({ title: CATEGORY_MESSAGES.required.title, description: message });
/** No parent is sent as null, so an edit can take a category's parent away. */
const toData = (values: CategoryFormValues) => {
  const parsed = categorySchema.parse(values);
  return { ...parsed, parent_id: parsed.parent_id ?? null };
};
type CategoryData = ReturnType<typeof toData>;

/** Add (no `category`) or edit a category: name, slug generated from the name, description, parent. */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  return (
    <DictionaryFormDialog<CategoryFormValues, CategoryData>
      resource="categories"
      record={category}
      defaultValues={initialCategoryForm(category)}
      validate={validate}
      toData={toData}
      nameOf={(data) => data.name}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      <CategoryFields category={category} />
    </DictionaryFormDialog>
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
