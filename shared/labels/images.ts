/** How people are asked to describe a picture for those who cannot see it. */
export const IMAGE_ALT_LABEL = 'Opis zdjęcia dla osób niewidomych';

export const IMAGE_ALT_HINT =
  'Napisz jednym lub dwoma zdaniami, co widać na zdjęciu i co w nim ważne dla tej treści – tak, jak opisuje się ' +
  'zdjęcie komuś przez telefon. Nie zaczynaj od „Zdjęcie…” i nie powtarzaj tytułu.';

/** The image description as the back office's lists show it: short header, and the two cases without one. */
export const IMAGE_ALT_COLUMN = {
  label: 'Opis zdjęcia',
  noImage: 'Bez zdjęcia',
  missing: 'Brak opisu zdjęcia',
} as const;
