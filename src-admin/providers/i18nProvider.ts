import polyglotI18nProvider from 'ra-i18n-polyglot';
import polishMessages from '../i18n/pl';

/** Polish only: the back office has no language switcher. */
export const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }], {
  allowMissing: true,
});
