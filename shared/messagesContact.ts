/**
 * Texts of the ways to contact an offeror without calling (docs/dostepnosc.md, 'Osoby głuche'); used only by lazily loaded screens (offer page, offer form, back office), so they stay out of the first page.
 */
export const CONTACT_CHANNEL_TEXTS = {
  /** The name of the `sms:` link: the bare number would read the same as the phone link beside it. */
  sendSms: (phone: string) => `Wyślij SMS na numer ${phone}`,
} as const;
