import { TOAST_MESSAGES } from '../../shared/messages';
import type { MessageTree } from './types';

/** Mounted under `admin.settings`. */
const settings: MessageTree = {
  title: 'Ustawienia portalu',
  fields: {
    portal_name: 'Nazwa portalu',
    contact_email: 'Email kontaktowy',
    terms_of_service: 'Warunki korzystania',
    privacy_policy: 'Polityka prywatności',
    accessibility_contact_name: 'Osoba kontaktowa w sprawach dostępności',
    accessibility_contact_phone: 'Telefon osoby kontaktowej (rozmowa lub SMS)',
    pjm_video_url: 'Film w PJM na „O portalu”',
    pjm_video_captions_url: 'Napisy do filmu w PJM',
    pjm_video_transcript_url: 'Transkrypcja filmu w PJM',
  },
  hints: {
    accessibility_contact_name: 'Imię i nazwisko z deklaracji dostępności. Puste: deklaracja podaje zespół portalu.',
    accessibility_contact_phone: 'Numer z deklaracji dostępności; numer komórkowy dostaje też link „Wyślij SMS”.',
    pjm_video_url:
      'Adres https: plik .mp4 lub .webm odtwarzany w portalu albo link do osadzenia z YouTube lub Vimeo. Puste: strona nie pokazuje filmu.',
    pjm_video_captions_url: 'Plik napisów WebVTT (https://…/napisy.vtt); dodaje ścieżkę napisów do filmu z pliku.',
    pjm_video_transcript_url:
      'Adres https lub strona portalu z tekstem tego, co mówi film, np. /o-portalu#tresc albo https://…; pod filmem pojawi się link.',
  },
  save: 'Zapisz ustawienia',
  refresh: 'Odśwież',
  saved: TOAST_MESSAGES.settingsSaved,
  more: {
    title: 'Pozostałe ustawienia',
    moderation: 'Zasady moderacji',
    payments: 'Płatności',
    transactional_emails: 'Emaile transakcyjne',
    monthly_report: 'Raport miesięczny',
  },
};

export default settings;
