import type { FieldError } from '../../../shared/schemas/common';
import { BLOG_MESSAGES } from '../../../shared/messages';
import type { BlogPost } from '../../../shared/types';
import { BLOG_FORM_STATUSES, type ArticleType } from '../../../shared/labels/blog';
import { type PriceType } from '../../../shared/labels/offers';
import { fieldErrors } from '../../../shared/schemas/common';
import { blogPostSchema } from '../../../shared/schemas/blog';

export type ArticleFormStatus = (typeof BLOG_FORM_STATUSES)[number];

export interface ArticleFormValues {
  title: string;
  slug: string;
  article_type_category_id: ArticleType | '';
  category_id: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  featured_image_alt: string;
  tags: string[];
  payment_option: PriceType;
  meta_title: string;
  meta_description: string;
  status: ArticleFormStatus;
}

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  article_type_category_id: '',
  category_id: '',
  content: '',
  excerpt: '',
  featured_image_url: '',
  featured_image_alt: '',
  tags: [],
  payment_option: 'free',
  meta_title: '',
  meta_description: '',
  status: 'draft',
};

export function valuesFromPost(post: BlogPost): ArticleFormValues {
  return {
    title: post.title,
    slug: post.slug,
    article_type_category_id: post.article_type_category_id,
    category_id: post.category_id ?? '',
    content: post.content,
    excerpt: post.excerpt ?? '',
    featured_image_url: post.featured_image_url ?? '',
    featured_image_alt: post.featured_image_alt ?? '',
    tags: post.tags,
    payment_option: post.payment_option,
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    // A rejected article goes back to the author as a draft to rework.
    status: BLOG_FORM_STATUSES.find((status) => status === post.status) ?? 'draft',
  };
}

/** The JSON body of the blog-post save calls; empty optional fields are sent as null so an edit clears them. */
export function articlePayload(values: ArticleFormValues) {
  return {
    ...values,
    article_type_category_id: values.article_type_category_id || null,
    category_id: values.category_id || null,
    featured_image_url: values.featured_image_url.trim() || null,
    featured_image_alt: values.featured_image_alt.trim() || null,
  };
}

/** Fields in the order the sections show them. */
const FIELD_ORDER = [
  'title',
  'slug',
  'article_type_category_id',
  'category_id',
  'content',
  'excerpt',
  'featured_image_url',
  'featured_image_alt',
  'tags',
  'payment_option',
  'meta_title',
  'meta_description',
  'status',
];

export function sortArticleErrors(errors: readonly FieldError[]): FieldError[] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return errors
    .map((error) => ({ ...error, field: error.field.split('.')[0] }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

export function validateArticle(values: ArticleFormValues): FieldError[] {
  const result = blogPostSchema.safeParse(articlePayload(values));
  return result.success ? [] : sortArticleErrors(fieldErrors(result.error));
}

const REQUIRED_MESSAGES: Record<string, string> = BLOG_MESSAGES.required;

/** The 'Brakujące dane' toast is for a missing title, slug, content or article type. */
export function isMissingRequired(errors: readonly FieldError[]): boolean {
  return errors.some((error) => REQUIRED_MESSAGES[error.field] === error.message);
}

export function articleControlId(field: string): string | null {
  return FIELD_ORDER.includes(field) ? `article-${field}` : null;
}
