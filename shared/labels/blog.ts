/** Articles: their statuses and kinds, and the Polish words for each. */
export const BLOG_STATUSES = ['draft', 'pending_approval', 'published', 'rejected', 'archived'] as const;

export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const isBlogStatus = (value: string): value is BlogStatus =>
  (BLOG_STATUSES as readonly string[]).includes(value);

/** Statuses an author chooses in the article form: `rejected` is only an admin's decision. */
export const BLOG_FORM_STATUSES = [
  'draft',
  'pending_approval',
  'published',
  'archived',
] as const satisfies readonly BlogStatus[];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Szkic',
  pending_approval: 'Oczekuje na zatwierdzenie',
  published: 'Opublikowany',
  rejected: 'Odrzucony',
  archived: 'Zarchiwizowany',
};

export const ARTICLE_TYPES = [
  'article',
  'scientific_article',
  'column',
  'research_reports',
  'interviews',
  'events',
  'sponsored',
] as const;

export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  article: 'Artykuł',
  scientific_article: 'Artykuł naukowy',
  column: 'Felieton',
  research_reports: 'Badania/Raporty',
  interviews: 'Wywiady',
  events: 'Wydarzenia',
  sponsored: 'Sponsorowane',
};
