import {
  AGE_MAX,
  AGE_MIN,
  CERTIFICATE_REQUIREMENT_LABELS,
  CERTIFICATE_REQUIREMENTS,
  ELIGIBILITY_TEXTS as T,
  FUNDING_ROUTE_LABELS,
  FUNDING_ROUTES,
  HOW_TO_START_MAX,
  REQUIRED_DOCUMENT_LABELS,
  REQUIRED_DOCUMENTS,
} from '../../../shared/eligibility';
import { CharacterCount } from '../CharacterCount';
import { CheckboxGroup } from '../CheckboxGroup';
import { TextAreaField, TextField } from '../fields';
import { RadioGroup } from '../RadioGroup';
import type { OfferTabProps } from './tabProps';

/**
 * 'Dla kogo i na jakich warunkach': the ages, the orzeczenie, the documents, the first steps and who may pay
 * (shared/eligibility.ts). Every field is optional: an organisation that does not know leaves it empty, and the
 * offer page then says nothing rather than something untrue.
 */
export function ConditionsTab({ values, errors, setField }: OfferTabProps) {
  return (
    <div className="stack">
      <fieldset className="fieldset" id="offer-ages" aria-describedby="offer-ages-hint">
        <legend className="legend">{T.ageLabel}</legend>
        <p className="form-hint" id="offer-ages-hint">
          {T.ageHint}
        </p>
        <div className="cluster">
          <TextField
            id="offer-min_age"
            name="min_age"
            label={T.minAgeLabel}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            value={values.min_age}
            error={errors.min_age}
            onChange={(event) => setField('min_age', event.target.value)}
          />
          <TextField
            id="offer-max_age"
            name="max_age"
            label={T.maxAgeLabel}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            value={values.max_age}
            error={errors.max_age}
            onChange={(event) => setField('max_age', event.target.value)}
          />
        </div>
      </fieldset>
      <RadioGroup
        idPrefix="offer-certificate_required"
        name="certificate_required"
        legend={T.certificateLabel}
        hint={T.certificateHint}
        options={CERTIFICATE_REQUIREMENTS.map((value) => ({ value, label: CERTIFICATE_REQUIREMENT_LABELS[value] }))}
        value={values.certificate_required}
        error={errors.certificate_required}
        onChange={(value) => setField('certificate_required', value)}
      />
      <CheckboxGroup
        idPrefix="offer-required_documents"
        name="required_documents"
        legend={T.documentsLabel}
        hint={T.documentsHint}
        options={REQUIRED_DOCUMENTS.map((value) => ({ value, label: REQUIRED_DOCUMENT_LABELS[value] }))}
        values={values.required_documents}
        error={errors.required_documents}
        onChange={(codes) => setField('required_documents', codes)}
      />
      <TextAreaField
        id="offer-how_to_start"
        name="how_to_start"
        label={T.howToStartLabel}
        hint={T.howToStartHint}
        rows={5}
        maxLength={HOW_TO_START_MAX}
        value={values.how_to_start}
        error={errors.how_to_start}
        onChange={(event) => setField('how_to_start', event.target.value)}
        after={<CharacterCount length={values.how_to_start.length} />}
      />
      <CheckboxGroup
        idPrefix="offer-funding_routes"
        name="funding_routes"
        legend={T.fundingLabel}
        hint={T.fundingHint}
        options={FUNDING_ROUTES.map((value) => ({ value, label: FUNDING_ROUTE_LABELS[value] }))}
        values={values.funding_routes}
        error={errors.funding_routes}
        onChange={(codes) => setField('funding_routes', codes)}
      />
    </div>
  );
}
