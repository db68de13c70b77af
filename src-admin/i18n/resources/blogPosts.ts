import { ARTICLE_TYPE_LABELS, BLOG_STATUS_LABELS } from '../../../shared/labels/blog';
import { IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { PRICE_TYPE_LABELS } from '../../../shared/labels/offers';
import { BLOG_HINTS } from '../../../shared/schemas/blog';
import { TOAST_MESSAGES } from '../../../shared/messages';
import type { MessageTree } from '../types';

/** Mounted under `resources.<resource name>` in ../pl.ts. */
const messages: MessageTree = {
  name: 'Artykuł |||| Artykuły',
  fields: {
    title: 'Tytuł',
    author: 'Autor',
    category: 'Kategoria',
    status: 'Status',
    created_at: 'Data utworzenia',
    published_at: 'Data publikacji',
    actions: 'Akcje',
    slug: 'Adres w sieci (slug)',
    excerpt: 'Zajawka',
    content: 'Treść',
    article_type_category_id: 'Kategoria artykułu',
    category_id: 'Kategoria usług',
    featured_image_url: 'Zdjęcie wyróżniające',
    featured_image_alt: IMAGE_ALT_LABEL,
    tags: 'Tagi (oddzielone przecinkami)',
    meta_title: 'Meta tytuł',
    meta_description: 'Meta opis',
    payment_option: 'Odpłatność',
  },
  statuses: BLOG_STATUS_LABELS,
  article_types: ARTICLE_TYPE_LABELS,
  payment_options: PRICE_TYPE_LABELS,
  hints: BLOG_HINTS,
  filters: {
    search: 'Szukaj artykułów...',
    all_statuses: 'Wszystkie statusy',
  },
  empty: 'Nie znaleziono artykułów pasujących do kryteriów.',
  not_published: 'Nieopublikowany',
  no_category: 'Brak kategorii usług',
  select_row: 'Zaznacz artykuł „%{name}”',
  actions: {
    approve: 'Opublikuj artykuł „%{name}”',
    change_status: 'Zmień status artykułu „%{name}”',
    edit: 'Edytuj artykuł „%{name}”',
    delete: 'Usuń artykuł „%{name}”',
    bulk_publish: 'Opublikuj zaznaczone',
    bulk_reject: 'Odrzuć zaznaczone',
  },
  status_dialog: {
    title: 'Zmień status artykułu',
    intro: 'Artykuł „%{name}” ma obecnie status „%{status}”.',
    new_status: 'Nowy status',
    submit: 'Zmień status',
    confirm_title: 'Potwierdź zmianę statusu',
    confirm_content: 'Czy na pewno chcesz zmienić status artykułu „%{name}” z „%{from}” na „%{to}”?',
    back: 'Wróć',
    approve_submit: 'Opublikuj',
    restriction_summary:
      'Ukryjesz artykuł „%{name}” (status „%{status}”) na podstawie: %{ground}. Autor dostanie uzasadnienie.',
  },
  delete_confirm: {
    title: 'Potwierdź usunięcie',
    content: `Czy na pewno chcesz usunąć artykuł „%{name}”? ${TOAST_MESSAGES.cannotUndo}`,
    submit: 'Usuń artykuł',
  },
  bulk_confirm: {
    publish_title: 'Opublikować zaznaczone artykuły?',
    publish_content:
      'Czy na pewno chcesz opublikować 1 artykuł? |||| Czy na pewno chcesz opublikować %{smart_count} artykuły? |||| Czy na pewno chcesz opublikować %{smart_count} artykułów?',
    reject_title: 'Odrzucić zaznaczone artykuły?',
    reject_content:
      'Czy na pewno chcesz odrzucić 1 artykuł? |||| Czy na pewno chcesz odrzucić %{smart_count} artykuły? |||| Czy na pewno chcesz odrzucić %{smart_count} artykułów?',
  },
  edit_dialog: {
    title: 'Edytuj artykuł',
    submit: 'Zapisz zmiany',
  },
  notifications: {
    status_changed: 'Status artykułu „%{name}” zmieniono na „%{status}”.',
    deleted: 'Artykuł „%{name}” został usunięty.',
    updated: 'Artykuł „%{name}” został zaktualizowany.',
    update_failed: 'Błąd aktualizacji artykułu',
    bulk_publish:
      'Opublikowano 1 artykuł. |||| Opublikowano %{smart_count} artykuły. |||| Opublikowano %{smart_count} artykułów.',
    bulk_reject:
      'Odrzucono 1 artykuł. |||| Odrzucono %{smart_count} artykuły. |||| Odrzucono %{smart_count} artykułów.',
  },
};

export default messages;
