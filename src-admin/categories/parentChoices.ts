import type { Category } from '../../shared/types';

/**
 * The categories that may become the parent of `editedId`: every one except the category itself
 * and its subcategories, which would close a loop in the tree.
 */
export function parentChoices(categories: readonly Category[], editedId?: string): Category[] {
  if (!editedId) return [...categories];
  const excluded = new Set([editedId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id && excluded.has(category.parent_id) && !excluded.has(category.id)) {
        excluded.add(category.id);
        grew = true;
      }
    }
  }
  return categories.filter((category) => !excluded.has(category.id));
}
