import { slugify } from '../../shared/slug';
import type { Category } from '../../shared/types';

export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  parent_id: string;
  /** Whether the slug was typed by hand (or already set on an existing category): it then no longer follows the name. */
  slugLocked: boolean;
}

export function initialCategoryForm(category?: Category): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    parent_id: category?.parent_id ?? '',
    slugLocked: Boolean(category?.slug),
  };
}

/** Typing the name regenerates the slug with the shared slug rule until the slug is edited by hand. */
export function withName(form: CategoryFormValues, name: string): CategoryFormValues {
  return { ...form, name, slug: form.slugLocked ? form.slug : slugify(name) };
}

/** A hand-typed slug stays; emptying it hands the slug back to the name for its next change. */
export function withSlug(form: CategoryFormValues, slug: string): CategoryFormValues {
  return { ...form, slug, slugLocked: slug !== '' };
}
