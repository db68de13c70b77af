import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import {
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NEED_LABELS,
  INQUIRY_NEEDS,
  INQUIRY_ON_BEHALF_MAX,
  INQUIRY_TEXTS as T,
  type InquiryNeed,
} from '../../../shared/inquiries';
import { CONTACT_METHOD_LABELS } from '../../../shared/labels/offers';
import { INQUIRY_MESSAGES } from '../../../shared/messages/inquiries';
import { inquirySchema } from '../../../shared/schemas/inquiries';
import type { Offer } from '../../../shared/types';
import { ConfirmationStatus } from '../../components/ConfirmationStatus';
import { api } from '../../api';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import {
  errorId,
  labelledOptions,
  RequiredFieldsNote,
  RequiredMarker,
  TextAreaField,
  TextField,
} from '../../forms/fields';
import { formControls, useCheckedSubmit } from '../../forms/useCheckedSubmit';
import { useSession } from '../../session/SessionProvider';
import { contactEntries } from './OfferContact';
import './inquiry.css';

interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  needs: InquiryNeed[];
  on_behalf: boolean;
  on_behalf_name: string;
  on_behalf_relation: string;
  consent: boolean;
  website: string;
}

const FIELD_IDS: Partial<Record<keyof InquiryValues, string>> = {
  name: 'inquiry-name',
  email: 'inquiry-email',
  phone: 'inquiry-phone',
  message: 'inquiry-message',
  needs: 'inquiry-needs',
  on_behalf_name: 'inquiry-on-behalf-name',
  on_behalf_relation: 'inquiry-on-behalf-relation',
  consent: 'inquiry-consent',
};
const CONTROLS = formControls(FIELD_IDS);

/** The preferred phone or SMS, shown before the form when the offeror asks to be called or texted. */
function PreferredPhone({ offer }: { offer: Offer }) {
  const method = offer.preferred_contact_method;
  if (method !== 'phone' && method !== 'sms') return null;
  const entry = contactEntries(offer).find((candidate) => candidate.method === method);
  if (!entry) return null;
  return (
    <div className="notice notice-info">
      <p>
        {method === 'phone' ? T.preferredPhone : T.preferredSms}{' '}
        <strong className="inquiry-phone">
          <a href={entry.href} aria-label={entry.name ?? `${CONTACT_METHOD_LABELS[method]}: ${entry.text}`}>
            {entry.text}
          </a>
        </strong>
      </p>
      <p>{T.formAsSecondWay}</p>
    </div>
  );
}

/**
 * 'Zapytaj o ofertę' on the offer page, loaded only there. The shared schema checks the form here and on the server;
 * problems are listed in an error summary that takes focus, and after sending focus moves to the confirmation.
 * No CAPTCHA: a hidden field people never fill and the seconds the form took (docs/zapytania.md).
 */
export default function InquirySection({ offer }: { offer: Offer }) {
  const { user } = useSession();
  const { form, sending, submit, summary } = useCheckedSubmit();
  const openedAt = useRef(Date.now());
  const [sent, setSent] = useState(false);
  const [values, setValues] = useState<InquiryValues>(() => ({
    name: user?.full_name?.trim() ?? '',
    email: user?.email ?? '',
    phone: '',
    message: '',
    needs: [],
    on_behalf: false,
    on_behalf_name: '',
    on_behalf_relation: '',
    consent: false,
    website: '',
  }));
  const set = <K extends keyof InquiryValues>(key: K, value: InquiryValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submitForm = (event: FormEvent) => {
    // The seconds the form took are counted at the press, as the server's spam check counts them.
    const payload = { ...values, fill_seconds: Math.floor((Date.now() - openedAt.current) / 1000) };
    void submit(event, payload, {
      schema: inquirySchema,
      send: () => api.post(`${API_V1}/offers/${offer.id}/inquiries`, { json: payload }),
      failedTitle: INQUIRY_MESSAGES.sendFailed,
      onSent: () => {
        form.reset();
        setSent(true);
      },
    });
  };

  const consentDescribedBy = form.byField.consent ? errorId(FIELD_IDS.consent!) : undefined;
  return (
    <section aria-labelledby="offer-inquiry" className="offer-section inquiry-section">
      <h2 id="offer-inquiry">{T.heading}</h2>
      <PreferredPhone offer={offer} />
      <ConfirmationStatus className="notice notice-success">
        {sent && (
          <>
            <p>{INQUIRY_MESSAGES.sent}</p>
            {user && (
              <p>
                <Link to="/dashboard?view=inquiries">{T.myHeading}</Link>
              </p>
            )}
          </>
        )}
      </ConfirmationStatus>
      {!sent && (
        <form onSubmit={submitForm} noValidate className="stack">
          {summary(CONTROLS)}
          <p>{T.intro}</p>
          <RequiredFieldsNote />
          <TextField
            id={FIELD_IDS.name!}
            label={T.name}
            required
            autoComplete="name"
            value={values.name}
            error={form.byField.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.email!}
            label={T.email}
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={form.byField.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.phone!}
            label={T.phone}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={form.byField.phone}
            onChange={(event) => set('phone', event.target.value)}
          />
          <TextAreaField
            id={FIELD_IDS.message!}
            label={T.message}
            hint={T.messageHint}
            required
            maxLength={INQUIRY_MESSAGE_MAX}
            value={values.message}
            error={form.byField.message}
            onChange={(event) => set('message', event.target.value)}
          />
          <CheckboxGroup<InquiryNeed>
            idPrefix={FIELD_IDS.needs!}
            name="needs"
            legend={T.needsLegend}
            options={labelledOptions(INQUIRY_NEEDS, INQUIRY_NEED_LABELS)}
            values={values.needs}
            onChange={(needs) => set('needs', needs)}
            error={form.byField.needs}
          />
          <div className="form-field">
            <div className="form-check">
              <input
                id="inquiry-on-behalf"
                type="checkbox"
                checked={values.on_behalf}
                onChange={(event) => set('on_behalf', event.target.checked)}
              />
              <label htmlFor="inquiry-on-behalf">{T.onBehalf}</label>
            </div>
            {values.on_behalf && (
              <div className="stack">
                <TextField
                  id={FIELD_IDS.on_behalf_name!}
                  label={T.onBehalfName}
                  required
                  maxLength={INQUIRY_ON_BEHALF_MAX}
                  value={values.on_behalf_name}
                  error={form.byField.on_behalf_name}
                  onChange={(event) => set('on_behalf_name', event.target.value)}
                />
                <TextField
                  id={FIELD_IDS.on_behalf_relation!}
                  label={T.onBehalfRelation}
                  required
                  maxLength={INQUIRY_ON_BEHALF_MAX}
                  value={values.on_behalf_relation}
                  error={form.byField.on_behalf_relation}
                  onChange={(event) => set('on_behalf_relation', event.target.value)}
                />
              </div>
            )}
          </div>
          {/* The honeypot: hidden from sight, from screen readers and from Tab; only a robot fills it in. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="inquiry-website">{T.honeypot}</label>
            <input
              id="inquiry-website"
              name={INQUIRY_HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => set('website', event.target.value)}
            />
          </div>
          <div className={form.byField.consent ? 'form-field form-field-invalid' : 'form-field'}>
            <div className="form-check">
              <input
                id={FIELD_IDS.consent}
                type="checkbox"
                required
                checked={values.consent}
                aria-invalid={form.byField.consent ? true : undefined}
                aria-describedby={consentDescribedBy}
                onChange={(event) => set('consent', event.target.checked)}
              />
              <label htmlFor={FIELD_IDS.consent}>
                {T.consent}
                <RequiredMarker />
              </label>
            </div>
            {form.byField.consent && (
              <p className="form-error" id={errorId(FIELD_IDS.consent!)}>
                {form.byField.consent}
              </p>
            )}
            <p className="form-hint">{T.retention}</p>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
              {sending ? T.sending : T.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
