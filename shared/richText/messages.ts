/** The editor's own messages (the image description's come from shared/messages.ts). */
export const EDITOR_MESSAGES = {
  linkAddress: 'Podaj prawidłowy adres linku, np. https://www.gov.pl.',
  linkText: 'Podaj tekst linku.',
  imageNotMultipart: 'Prześlij zdjęcie jako formularz z plikiem (multipart/form-data, pole file).',
  imageMissing: 'Wybierz plik ze zdjęciem.',
  uploadFailed: 'Nie udało się przesłać zdjęcia',
} as const;

/** The Polish texts of both editors' toolbar extras and dialogs (the public app's and the back office's). */
export const EDITOR_TEXTS = {
  toolbar: 'Formatowanie treści',
  link: 'Link',
  image: 'Zdjęcie',
  insertLinkTitle: 'Wstaw link',
  editLinkTitle: 'Edytuj link',
  linkAddress: 'Adres linku',
  linkAddressHint: 'Adres strony (https://…) albo adres email poprzedzony mailto:.',
  linkText: 'Tekst linku',
  linkTextHint: 'Co czytelnik zobaczy i usłyszy, np. „regulamin dofinansowania”, nie „kliknij tutaj”.',
  saveLink: 'Zapisz link',
  removeLink: 'Usuń link',
  cancel: 'Anuluj',
  imageTitle: 'Wstaw zdjęcie',
  imageFile: 'Plik ze zdjęciem',
  imageFileHint: 'JPEG, PNG lub WebP, najwyżej 5 MB.',
  imageUploading: 'Przesyłanie zdjęcia…',
  insertImage: 'Wstaw zdjęcie',
} as const;
