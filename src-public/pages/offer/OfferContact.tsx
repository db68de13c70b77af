import { CONTACT_METHOD_LABELS, type ContactMethod } from '../../../shared/labels/offers';
import { CONTACT_CHANNEL_TEXTS as T } from '../../../shared/messagesContact';
import { polishMobileNumber, telHref } from '../../../shared/phone';
import type { Offer } from '../../../shared/types';

interface ContactEntry {
  method: ContactMethod;
  href: string;
  text: string;
  /**
   * The link's name where its visible text (the number alone, short enough for one line at 320 px with the largest
   * text) does not say what it does: 'Wyślij SMS na numer …', which contains that text.
   */
  name?: string;
}

/** The ways to get in touch that this offer really has, the offeror's preferred one first. */
export function contactEntries(offer: Offer): ContactEntry[] {
  const phone = offer.contact_phone?.trim();
  const dial = phone?.replace(/[^\d+]/g, '');
  const entries: ContactEntry[] = [];
  if (offer.contact_email)
    entries.push({ method: 'email', href: `mailto:${offer.contact_email}`, text: offer.contact_email });
  if (phone && dial) {
    entries.push({ method: 'phone', href: telHref(phone), text: phone });
    // Deaf visitors write rather than call: every mobile number gets an SMS link; a landline only when the offeror
    // asked for SMS (it may forward texts), since landlines in general take none.
    const mobile = polishMobileNumber(phone);
    if (mobile || offer.preferred_contact_method === 'sms')
      entries.push({ method: 'sms', href: `sms:${mobile ?? dial}`, text: phone, name: T.sendSms(phone) });
  }
  const preferred = entries.filter((entry) => entry.method === offer.preferred_contact_method);
  return [...preferred, ...entries.filter((entry) => entry.method !== offer.preferred_contact_method)];
}

export function OfferContact({ offer }: { offer: Offer }) {
  const entries = contactEntries(offer);
  return (
    <section aria-labelledby="offer-contact" className="card offer-section">
      <h2 id="offer-contact">Kontakt</h2>
      {offer.contact_person_name && (
        <p>
          Osoba do kontaktu: <strong>{offer.contact_person_name}</strong>
        </p>
      )}
      {entries.length === 0 ? (
        <p>Oferent nie podał danych kontaktowych. Skorzystaj z profilu organizacji poniżej.</p>
      ) : (
        <ul className="contact-list">
          {entries.map((entry) => (
            <li key={entry.method}>
              <span className="contact-method">{CONTACT_METHOD_LABELS[entry.method]}:</span>{' '}
              <a href={entry.href} aria-label={entry.name}>
                {entry.text}
              </a>
              {entry.method === offer.preferred_contact_method && (
                <span className="badge badge-success contact-preferred">preferowany sposób kontaktu</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {offer.contact_video_url && (
        <p>
          {/* Same tab, as GOV.UK advises: a new one disorients screen-reader and magnifier users. */}
          <a href={offer.contact_video_url}>{T.video}</a>
        </p>
      )}
    </section>
  );
}
