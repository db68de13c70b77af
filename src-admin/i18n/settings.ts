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
