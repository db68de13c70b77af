/** Lower case without diacritics, as the index stores words: 'Łódź' → 'lodz' ('ł' has no decomposition of its own). */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}
