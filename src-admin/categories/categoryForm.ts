import type { Category } from '../../shared/types';

export type CategoryFormValues = {
  name: string;
  slug: string;
  description: string;
  parent_id: string;
};

export function initialCategoryForm(category?: Category): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    parent_id: category?.parent_id ?? '',
  };
}
