/**
 * What the 'Dodaj do mojej listy' toggle and the header's count need of 'Moja lista' (docs/moja-lista.md): a module of its own,
 * because everything it holds is part of the first page's JavaScript. The rest is in shared/favourites.ts.
 */

/** Offers one list may hold, in the browser, on an account or shared by a link. */
export const MAX_LIST_OFFERS = 100;
/** The key of the browser's list in localStorage: the offers' ids, newest first. It never leaves the browser. */
export const LOCAL_LIST_KEY = 'moja-lista';

/** A list of MAX_LIST_OFFERS refuses the next offer (the browser's list and the API alike). */
export const LIST_FULL_MESSAGE = `Na liście może być najwyżej ${MAX_LIST_OFFERS} ofert. Usuń któreś, aby dodać nowe.`;

export const FAVOURITE_TEXTS = {
  add: 'Dodaj do mojej listy',
  remove: 'Usuń z mojej listy',
  added: (title: string) => `Dodano do mojej listy: ${title}.`,
  removed: (title: string) => `Usunięto z mojej listy: ${title}.`,
  /**
   * Read after the header link's name and a space ('Moja lista (ofert: 2)'): brackets, not a comma, since Chromium
   * lays the visually hidden text out as a block (it is absolutely placed) and adds a space before it, which made
   * 'Moja lista , ofert: 2'.
   */
  headerCount: (count: number) => `(ofert: ${count})`,
  changeFailed: 'Nie udało się zmienić listy. Spróbuj ponownie.',
  mergedOnSignIn: (count: number) => `Przeniesiono na Twoje konto oferty z tej przeglądarki: ${count}.`,
} as const;
