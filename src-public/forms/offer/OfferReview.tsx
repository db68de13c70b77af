import type { AccessibilityFeature } from '../../../shared/discovery';
import { OFFER_STEP_MESSAGES as S } from '../../../shared/messagesAuthoring';
import type { Category } from '../../../shared/types';
import { featuresInherited, isOnlineOnly } from '../../../shared/venueFeatures';
import type { OfferFormValues, OfferTabKey } from './offerFormValues';
import { featureLabels, QUESTION_STEPS, reviewRows, stepLabel } from './offerSteps';
import type { SetOfferField } from './tabProps';
import { VenueConfirmField } from './VenueConfirmField';

interface OfferReviewProps {
  values: OfferFormValues;
  setField: SetOfferField;
  categories: readonly Category[];
  newImage: File | null;
  showsStatus: boolean;
  /** The organisation profile's list, which a new offer starts with. */
  profileFeatures: readonly AccessibilityFeature[];
  /** Goes back to a step (its heading takes focus). */
  onChange: (step: OfferTabKey) => void;
}

/** 'Sprawdź i opublikuj': every answer by step, each group with its 'Zmień', and the inherited venue list to confirm. */
export function OfferReview({
  values,
  setField,
  categories,
  newImage,
  showsStatus,
  profileFeatures,
  onChange,
}: OfferReviewProps) {
  const rows = reviewRows(values, { categories, newImage, showsStatus });
  const labels = featureLabels();
  const inherited =
    !isOnlineOnly(values.service_modes) && featuresInherited(values.accessibility_features, profileFeatures);
  return (
    <div className="stack offer-review">
      <p>{S.reviewIntro}</p>
      {inherited && (
        <section className="notice notice-info stack" aria-labelledby="offer-review-venue">
          <h3 id="offer-review-venue">{S.venueHeading}</h3>
          <p>{S.venueIntro}</p>
          <ul>
            {values.accessibility_features.map((feature) => (
              <li key={feature}>{labels[feature]}</li>
            ))}
          </ul>
          <VenueConfirmField
            checked={values.venue_features_confirmed}
            onChange={(checked) => setField('venue_features_confirmed', checked)}
          />
        </section>
      )}
      {QUESTION_STEPS.map((step) => (
        <section key={step} className="summary-card" aria-labelledby={`offer-review-${step}`}>
          <div className="summary-card-header">
            <h3 id={`offer-review-${step}`}>{stepLabel(step)}</h3>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(step)}>
              {S.change}
              <span className="visually-hidden">: {stepLabel(step)}</span>
            </button>
          </div>
          <dl className="summary-list">
            {rows[step].map((row) => (
              <div key={row.label} className="summary-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
