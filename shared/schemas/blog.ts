import { z } from 'zod';
import { BLOG_MESSAGES as M } from '../messages.js';
import { ARTICLE_TYPES, BLOG_FORM_STATUSES } from '../labels/blog.js';
import { PRICE_TYPES } from '../labels/offers.js';
import {
  blankToUndefined,
  imageAltText,
  isUploadUrl,
  missingImageAlt,
  oneLine,
  optionalLine,
  optionalText,
  plainText,
  UUID_PATTERN,
} from './common.js';
import { IMAGE_ALT_MESSAGES, UPLOAD_MESSAGES } from '../messages.js';
import { ARTICLE_LIMITS as L } from '../limits.js';

// An empty field shows only its own 'required' message: abort stops the later checks (an empty slug is not also
// 'invalid'). Each field names itself, so the summary lists (and counts) every missing one.
const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

/** Tags are trimmed and never duplicated. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      result.push(trimmed);
    }
  }
  return result;
}

/** The article's fields; `blogPostSchema` adds the rule that joins two of them. */
export const blogPostFields = z.object({
  title: oneLine(required(M.required.title).max(L.titleMax)),
  slug: required(M.required.slug)
    .max(L.slugMax)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.invalidSlug),
  content: plainText(required(M.required.content).max(L.contentMax)),
  excerpt: optionalText(L.excerptMax),
  article_type_category_id: z.preprocess(
    blankToUndefined,
    z.enum(ARTICLE_TYPES, {
      error: (issue) => (issue.input == null ? M.required.article_type_category_id : M.invalidArticleType),
    }),
  ),
  category_id: z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(value)),
    z.string({ error: M.invalidCategory }).regex(UUID_PATTERN, M.invalidCategory).optional(),
  ),
  featured_image_url: z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(value)),
    z.string().trim().refine(isUploadUrl, UPLOAD_MESSAGES.notUploaded).optional(),
  ),
  tags: z
    .array(oneLine(z.string().max(L.tagMax)))
    .max(L.tagsMax, M.tooManyTags)
    .default([])
    .transform(normalizeTags),
  status: z.enum(BLOG_FORM_STATUSES, { error: M.invalidStatus }).default('draft'),
  meta_title: optionalLine(L.metaTitleMax),
  meta_description: optionalText(L.metaDescriptionMax),
  payment_option: z.preprocess(blankToUndefined, z.enum(PRICE_TYPES).default('free')),
  featured_image_alt: imageAltText,
});

interface ImageFields {
  featured_image_url?: string;
  featured_image_alt?: string;
}

/** A featured image needs its description; checked also when other fields are wrong, so every problem shows at once. */
export function withBlogPostRules<T extends z.ZodObject>(schema: T) {
  return schema.superRefine(
    (post, ctx) => {
      const { featured_image_url: url, featured_image_alt: alt } = post as ImageFields;
      if (missingImageAlt(Boolean(url), alt))
        ctx.addIssue({ code: 'custom', path: ['featured_image_alt'], message: IMAGE_ALT_MESSAGES.required });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export const blogPostSchema = withBlogPostRules(blogPostFields);

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostData = z.output<typeof blogPostSchema>;

/** Length hints shown next to the fields with a live character count. */
export const BLOG_HINTS = {
  excerpt: 'Zalecana długość: około 200–300 znaków.',
  metaTitle: 'Zalecana długość: około 60 znaków.',
  metaDescription: 'Zalecana długość: około 150–160 znaków.',
} as const;
