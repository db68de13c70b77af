/** The editor's own messages (the image description's come from shared/messages.ts). */
export const EDITOR_MESSAGES = {
  linkAddress: 'Podaj prawidłowy adres linku, np. https://www.gov.pl.',
  linkText: 'Podaj tekst linku.',
  imageAddress: 'Podaj adres zdjęcia zaczynający się od http:// lub https://.',
} as const;
