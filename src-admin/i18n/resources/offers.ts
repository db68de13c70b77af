import { IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { OFFER_PRICE_FIELDS, OFFER_STATUS_LABELS, PRICE_TYPE_LABELS } from '../../../shared/labels/offers';
import { CURRENCY_LABELS, PRICE_UNIT_LABELS } from '../../../shared/price';
import { TOAST_MESSAGES } from '../../../shared/messages';
import { CONTACT_CHANNEL_TEXTS } from '../../../shared/messagesContact';
import { EASY_READ_TEXTS } from '../../../shared/easyRead';
import {
  ACCESSIBILITY_FEATURE_LABELS,
  SERVICE_MODE_LABELS,
  TARGET_GROUP_LABELS,
  VOIVODESHIP_LABELS,
} from '../../../shared/discovery';
import {
  CERTIFICATE_REQUIREMENT_LABELS,
  ELIGIBILITY_TEXTS,
  FUNDING_ROUTE_LABELS,
  REQUIRED_DOCUMENT_LABELS,
} from '../../../shared/eligibilityLabels';
import { FRESHNESS_TEXTS } from '../../../shared/freshness';
import { HOURS_EDITOR_TEXTS, HOURS_FILTER_TEXTS } from '../../../shared/messagesHours';
import { AVAILABILITY_LABELS, AVAILABILITY_TEXTS } from '../../../shared/offerAvailability';
import type { MessageTree } from '../types';

/** Mounted under `resources.<resource name>` in ../pl.ts. */
const messages: MessageTree = {
  name: 'Oferta |||| Oferty',
  fields: {
    title: 'Tytuł',
    organization: 'Organizacja',
    category: 'Kategoria',
    category_id: 'Kategoria',
    status: 'Status',
    is_promoted: 'Wyróżniona',
    created_at: 'Data dodania',
    short_description: 'Krótki opis',
    long_description: 'Długi opis',
    easy_read_summary: EASY_READ_TEXTS.summaryLabel,
    price_type: 'Typ odpłatności',
    price: 'Cena',
    currency: OFFER_PRICE_FIELDS.currency,
    price_unit: OFFER_PRICE_FIELDS.unit,
    address_street: 'Ulica i numer',
    address_city: 'Miasto',
    address_postal_code: 'Kod pocztowy',
    address_country: 'Kraj',
    contact_person_name: 'Osoba kontaktowa',
    contact_email: 'Email do kontaktu',
    contact_phone: 'Telefon do kontaktu',
    contact_video_url: CONTACT_CHANNEL_TEXTS.videoField,
    image_alt: IMAGE_ALT_LABEL,
    actions: 'Akcje',
    accessibility_features: 'Dostępność miejsca',
    target_groups: 'Dla kogo',
    service_modes: 'Sposób realizacji',
    service_radius_km: 'Zasięg dojazdu do domu (km)',
    voivodeship: 'Województwo',
    min_age: ELIGIBILITY_TEXTS.minAgeLabel,
    max_age: ELIGIBILITY_TEXTS.maxAgeLabel,
    certificate_required: ELIGIBILITY_TEXTS.certificateLabel,
    required_documents: ELIGIBILITY_TEXTS.documentsLabel,
    how_to_start: ELIGIBILITY_TEXTS.howToStartLabel,
    funding_routes: ELIGIBILITY_TEXTS.fundingLabel,
    opening_hours: HOURS_EDITOR_TEXTS.legend,
    availability: AVAILABILITY_TEXTS.control,
    data_may_be_outdated: FRESHNESS_TEXTS.mayBeOutdated,
  },
  easy_read_summary_hint: EASY_READ_TEXTS.summaryHint,
  features: ACCESSIBILITY_FEATURE_LABELS,
  groups: TARGET_GROUP_LABELS,
  modes: SERVICE_MODE_LABELS,
  voivodeships: VOIVODESHIP_LABELS,
  certificates: CERTIFICATE_REQUIREMENT_LABELS,
  documents: REQUIRED_DOCUMENT_LABELS,
  funding: FUNDING_ROUTE_LABELS,
  availability_states: AVAILABILITY_LABELS,
  statuses: OFFER_STATUS_LABELS,
  price_types: PRICE_TYPE_LABELS,
  currencies: CURRENCY_LABELS,
  price_units: PRICE_UNIT_LABELS,
  filters: {
    search: 'Szukaj ofert...',
    all_statuses: 'Wszystkie statusy',
    any_feature: 'Dowolna dostępność',
    any_group: 'Dowolna grupa',
    any_mode: 'Dowolny sposób realizacji',
    any_voivodeship: 'Wszystkie województwa',
    any_certificate: 'Dowolny wymóg orzeczenia',
    any_funding: 'Dowolne dofinansowanie',
    any_availability: 'Dowolny stan wolnych miejsc',
    outdated: 'Tylko z danymi, które mogą być nieaktualne',
    fresh: HOURS_FILTER_TEXTS.fresh,
    age: ELIGIBILITY_TEXTS.ageFilter,
  },
  empty: 'Nie znaleziono ofert pasujących do kryteriów.',
  verified: 'Zweryfikowana organizacja',
  no_organisation: 'Brak nazwy organizacji',
  select_row: 'Zaznacz ofertę „%{name}”',
  actions: {
    approve: 'Zatwierdź ofertę „%{name}”',
    change_status: 'Zmień status oferty „%{name}”',
    edit: 'Edytuj ofertę „%{name}”',
    delete: 'Usuń ofertę „%{name}”',
    promote: 'Wyróżnij ofertę „%{name}”',
    unpromote: 'Usuń wyróżnienie oferty „%{name}”',
    bulk_approve: 'Zatwierdź zaznaczone',
    bulk_reject: 'Odrzuć zaznaczone',
  },
  status_dialog: {
    title: 'Zmień status oferty',
    intro: 'Oferta „%{name}” ma obecnie status „%{status}”.',
    new_status: 'Nowy status',
    submit: 'Zmień status',
    confirm_title: 'Potwierdź zmianę statusu',
    confirm_content: 'Czy na pewno chcesz zmienić status oferty „%{name}” z „%{from}” na „%{to}”?',
    back: 'Wróć',
    approve_submit: 'Zatwierdź',
    restriction_summary:
      'Ukryjesz ofertę „%{name}” (status „%{status}”) na podstawie: %{ground}. Autor dostanie uzasadnienie.',
  },
  promote_confirm: {
    promote_title: 'Wyróżnić ofertę?',
    promote_content:
      'Czy na pewno chcesz wyróżnić ofertę „%{name}”? Wyróżnione oferty są pokazywane na początku wyników wyszukiwania.',
    unpromote_title: 'Usunąć wyróżnienie?',
    unpromote_content: 'Czy na pewno chcesz usunąć wyróżnienie oferty „%{name}”?',
  },
  delete_confirm: {
    title: 'Potwierdź usunięcie',
    content: `Czy na pewno chcesz usunąć ofertę „%{name}”? ${TOAST_MESSAGES.cannotUndo}`,
    submit: 'Usuń ofertę',
  },
  bulk_confirm: {
    approve_title: 'Zatwierdzić zaznaczone oferty?',
    approve_content:
      'Czy na pewno chcesz zatwierdzić 1 ofertę? Otrzyma status „Aktywna”. |||| Czy na pewno chcesz zatwierdzić %{smart_count} oferty? Otrzymają status „Aktywna”. |||| Czy na pewno chcesz zatwierdzić %{smart_count} ofert? Otrzymają status „Aktywna”.',
    reject_title: 'Odrzucić zaznaczone oferty?',
    reject_content:
      'Czy na pewno chcesz odrzucić 1 ofertę? |||| Czy na pewno chcesz odrzucić %{smart_count} oferty? |||| Czy na pewno chcesz odrzucić %{smart_count} ofert?',
  },
  edit_dialog: {
    title: 'Edytuj ofertę',
    submit: 'Zapisz zmiany',
  },
  notifications: {
    status_changed: 'Status oferty „%{name}” zmieniono na „%{status}”.',
    promoted: 'Oferta „%{name}” została wyróżniona.',
    unpromoted: 'Usunięto wyróżnienie oferty „%{name}”.',
    deleted: 'Oferta „%{name}” została usunięta.',
    update_failed: 'Błąd aktualizacji oferty',
    updated: `${TOAST_MESSAGES.offerUpdated.title} ${TOAST_MESSAGES.offerUpdated.description}`,
    bulk_approve:
      'Zatwierdzono 1 ofertę. |||| Zatwierdzono %{smart_count} oferty. |||| Zatwierdzono %{smart_count} ofert.',
    bulk_reject: 'Odrzucono 1 ofertę. |||| Odrzucono %{smart_count} oferty. |||| Odrzucono %{smart_count} ofert.',
  },
};

export default messages;
