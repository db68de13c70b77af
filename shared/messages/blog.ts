import { ARTICLE_LIMITS } from '../limits.js';

export const BLOG_MESSAGES = {
  missingData: { title: 'Brakujące dane', description: 'Tytuł, slug, treść i kategoria artykułu są wymagane.' },
  /** Each required field of the article form names itself, by its label, under the control and in the summary. */
  required: {
    title: 'Podaj tytuł artykułu.',
    slug: 'Podaj adres artykułu (slug).',
    content: 'Napisz treść artykułu.',
    article_type_category_id: 'Wybierz rodzaj artykułu.',
  },
  invalidCategory: 'Wybierz kategorię tematyczną z listy.',
  slugTaken: 'Artykuł o takim adresie (slug) już istnieje.',
  invalidSlug: 'Adres w sieci (slug) może zawierać tylko małe litery a-z, cyfry i myślniki.',
  invalidArticleType: 'Nieprawidłowy rodzaj artykułu.',
  invalidStatus: 'Nieprawidłowy status artykułu.',
  archiveIsModeration:
    'Status „Zarchiwizowany” nadaje tylko administrator (to decyzja moderacyjna). Aby zdjąć artykuł z bloga, zapisz go jako szkic.',
  tooManyTags: `Artykuł może mieć najwyżej ${ARTICLE_LIMITS.tagsMax} tagów.`,
  notFound: 'Nie znaleziono artykułu.',
  notOwner: 'Możesz edytować tylko własne artykuły.',
} as const;

/** The search box of the blog (/blog?q=): its label, its count and its empty result. */
export const BLOG_SEARCH_TEXTS = {
  formLabel: 'Wyszukiwanie artykułów',
  label: 'Szukaj w artykułach',
  hint: 'Wpisz słowo lub frazę, np. turnus, orzeczenie, wózek.',
  submit: 'Szukaj',
  clear: 'Wyczyść wyszukiwanie',
  count: (count: number, articles: string, q: string) => `Znaleziono ${count} ${articles} dla frazy „${q}”.`,
  emptyTitle: (q: string) => `Nie znaleźliśmy artykułów dla frazy „${q}”`,
  emptyHint: 'Sprawdź pisownię albo wpisz krótszą frazę.',
  showAll: 'Zobacz wszystkie artykuły',
} as const;
