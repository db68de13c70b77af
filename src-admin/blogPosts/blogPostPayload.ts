import { blogPostFields, normalizeTags, withBlogPostRules } from '../../shared/schemas/blog';
import type { BlogPost } from '../../shared/types';
import { schemaValidator, withoutNulls } from '../common/formValidation';

/** The fields of the edit dialog: PUT /admin/blog_posts/{id} changes only these (null clears one) and keeps the rest. */
export const BLOG_EDIT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'article_type_category_id',
  'category_id',
  'featured_image_url',
  'featured_image_alt',
  'tags',
  'payment_option',
  'meta_title',
  'meta_description',
] as const satisfies readonly (keyof BlogPost)[];

export type BlogPostChanges = Partial<Pick<BlogPost, (typeof BLOG_EDIT_FIELDS)[number]>>;

export function toBlogPostChanges(values: Partial<BlogPost>): BlogPostChanges {
  const changes = Object.fromEntries(
    BLOG_EDIT_FIELDS.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]),
  ) as BlogPostChanges;
  if (changes.tags) changes.tags = normalizeTags(changes.tags);
  return changes;
}

/** Tags are edited as one comma-separated text. */
export const formatTags = (tags: string[] | null | undefined) => (tags ?? []).join(', ');
export const parseTags = (text: string) => (text ? text.split(',') : []);

/**
 * The shared article schema without its status: the status is changed in its own dialog, and `rejected`
 * (an admin's decision) is not one the author's form may choose.
 */
export const validateBlogPost = schemaValidator<Partial<BlogPost>>(
  withBlogPostRules(blogPostFields.omit({ status: true })),
  withoutNulls,
);
