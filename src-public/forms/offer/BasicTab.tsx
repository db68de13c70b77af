import type { Category } from '../../../shared/types';
import { SelectField, TextAreaField, TextField } from '../fields';
import { CharacterCount } from '../CharacterCount';
import { CheckboxGroup } from '../CheckboxGroup';
import { groupOptions, modeOptions } from '../../discovery/options';
import { SERVICE_RADIUS_KM_MAX, SERVICE_RADIUS_KM_MIN } from '../../../shared/discovery';
import type { OfferTabProps } from './tabProps';
import { OFFER_LIMITS } from '../../../shared/limits';
import { EASY_READ_SUMMARY_MAX, EASY_READ_TEXTS } from '../../../shared/easyRead';
import { OFFER_FIELD_LABELS as L } from '../../../shared/messagesAuthoring';

export function BasicTab({
  values,
  errors,
  setField,
  categories,
}: OfferTabProps & { categories: readonly Category[] }) {
  return (
    <div className="stack">
      <TextField
        id="offer-title"
        name="title"
        label={L.title}
        hint={`Co najmniej ${OFFER_LIMITS.titleMin} znaków, np. „Wypożyczenie wózka inwalidzkiego”.`}
        required
        maxLength={OFFER_LIMITS.titleMax}
        value={values.title}
        error={errors.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <SelectField
        id="offer-category_id"
        name="category_id"
        label={L.category}
        required
        placeholder="Wybierz kategorię"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        value={values.category_id}
        error={errors.category_id}
        onChange={(event) => setField('category_id', event.target.value)}
      />
      <TextAreaField
        id="offer-short_description"
        name="short_description"
        label={L.shortDescription}
        hint="Od 10 do 200 znaków; pokazujemy go w wynikach wyszukiwania."
        required
        rows={3}
        value={values.short_description}
        error={errors.short_description}
        onChange={(event) => setField('short_description', event.target.value)}
        after={<CharacterCount length={values.short_description.length} />}
      />
      <TextAreaField
        id="offer-long_description"
        name="description"
        label={L.description}
        hint="Co najmniej 50 znaków: na czym polega oferta, dla kogo jest, jak z niej skorzystać."
        required
        rows={8}
        value={values.description}
        error={errors.long_description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <TextAreaField
        id="offer-easy_read_summary"
        name="easy_read_summary"
        label={EASY_READ_TEXTS.summaryLabel}
        hint={EASY_READ_TEXTS.summaryHint}
        rows={5}
        maxLength={EASY_READ_SUMMARY_MAX}
        value={values.easy_read_summary}
        error={errors.easy_read_summary}
        onChange={(event) => setField('easy_read_summary', event.target.value)}
        after={<CharacterCount length={values.easy_read_summary.length} />}
      />
      <CheckboxGroup
        idPrefix="offer-target_groups"
        name="target_groups"
        legend={L.targetGroups}
        hint="Zaznacz wszystkie grupy, do których kierujesz ofertę; osoby z tych grup znajdą ją filtrem."
        options={groupOptions()}
        values={values.target_groups}
        error={errors.target_groups}
        onChange={(codes) => setField('target_groups', codes)}
      />
      <CheckboxGroup
        idPrefix="offer-service_modes"
        name="service_modes"
        legend={L.serviceModes}
        hint="Co najmniej jeden sposób. Oferty online są widoczne w wyszukiwaniu z każdej miejscowości."
        options={modeOptions()}
        values={values.service_modes}
        error={errors.service_modes}
        onChange={(codes) => setField('service_modes', codes)}
      />
      {values.service_modes.includes('at_home') && (
        <TextField
          id="offer-service_radius_km"
          name="service_radius_km"
          label={L.serviceRadius}
          hint={`Od ${SERVICE_RADIUS_KM_MIN} do ${SERVICE_RADIUS_KM_MAX} km od adresu oferty lub organizacji.`}
          type="number"
          inputMode="numeric"
          min={SERVICE_RADIUS_KM_MIN}
          max={SERVICE_RADIUS_KM_MAX}
          value={values.service_radius_km}
          error={errors.service_radius_km}
          onChange={(event) => setField('service_radius_km', event.target.value)}
        />
      )}
    </div>
  );
}
