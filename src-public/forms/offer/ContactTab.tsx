import { CONTACT_METHOD_LABELS, CONTACT_METHODS } from '../../../shared/labels/offers';
import { OFFER_LIMITS } from '../../../shared/limits';
import { CONTACT_CHANNEL_TEXTS as T } from '../../../shared/messagesContact';
import { TextField } from '../fields';
import { RadioGroup } from '../RadioGroup';
import type { OfferTabProps } from './tabProps';
import { OFFER_FIELD_LABELS as L } from '../../../shared/messagesAuthoring';

export function ContactTab({ values, errors, setField }: OfferTabProps) {
  return (
    <div className="stack">
      <TextField
        id="offer-contact_person_name"
        name="contact_person_name"
        label={L.contactPerson}
        autoComplete="name"
        value={values.contact_person_name}
        error={errors.contact_person_name}
        onChange={(event) => setField('contact_person_name', event.target.value)}
      />
      <TextField
        id="offer-contact_email"
        name="contact_email"
        label={L.contactEmail}
        type="email"
        autoComplete="email"
        required
        value={values.contact_email}
        error={errors.contact_email}
        onChange={(event) => setField('contact_email', event.target.value)}
      />
      <TextField
        id="offer-contact_phone"
        name="contact_phone"
        label={L.contactPhone}
        type="tel"
        autoComplete="tel"
        value={values.contact_phone}
        error={errors.contact_phone}
        onChange={(event) => setField('contact_phone', event.target.value)}
      />
      <TextField
        id="offer-contact_video_url"
        name="contact_video_url"
        label={T.videoField}
        hint={T.videoHint}
        type="url"
        maxLength={OFFER_LIMITS.videoUrlMax}
        value={values.contact_video_url}
        error={errors.contact_video_url}
        onChange={(event) => setField('contact_video_url', event.target.value)}
      />
      <RadioGroup
        idPrefix="offer-preferred_contact_method"
        name="preferred_contact_method"
        legend={L.preferredContact}
        options={CONTACT_METHODS.map((value) => ({ value, label: CONTACT_METHOD_LABELS[value] }))}
        value={values.preferred_contact_method}
        error={errors.preferred_contact_method}
        onChange={(value) => setField('preferred_contact_method', value)}
      />
    </div>
  );
}
