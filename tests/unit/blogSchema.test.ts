import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../shared/messages.js';
import { blogPostSchema } from '../../shared/schemas/blog.js';
import { fieldErrors } from '../../shared/schemas/common.js';

const article = {
  title: 'Dostępny transport w Łodzi',
  slug: 'dostepny-transport',
  content: '<p>Treść artykułu.</p>',
  article_type_category_id: 'article',
};

describe('the article schema', () => {
  it('gives an empty slug only the first applicable message (required), not the format error beside it', () => {
    const result = blogPostSchema.safeParse({ ...article, slug: '' });
    const slugErrors = fieldErrors(result.error!).filter((error) => error.field === 'slug');
    expect(slugErrors).toEqual([{ field: 'slug', message: BLOG_MESSAGES.required.slug }]);
  });

  it('still tells a slug in the wrong format apart', () => {
    const result = blogPostSchema.safeParse({ ...article, slug: 'Zły Slug' });
    expect(fieldErrors(result.error!)).toEqual([{ field: 'slug', message: BLOG_MESSAGES.invalidSlug }]);
  });
});
