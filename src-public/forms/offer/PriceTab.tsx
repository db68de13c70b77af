import { PRICE_TYPE_LABELS, PRICE_TYPES } from '../../../shared/labels';
import { TextField } from '../fields';
import { RadioGroup } from '../RadioGroup';
import type { OfferTabProps } from './tabProps';
import { OFFER_LIMITS } from '../../../shared/limits';

/** Amount and currency exist only for paid offers (SPEC §2). */
export function PriceTab({ values, errors, setField }: OfferTabProps) {
  return (
    <div className="stack">
      <RadioGroup
        idPrefix="offer-price_type"
        name="price_type"
        legend="Typ odpłatności"
        required
        options={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
        value={values.price_type}
        error={errors.price_type}
        onChange={(value) => setField('price_type', value)}
      />
      {values.price_type === 'paid' && (
        <div className="cluster">
          <TextField
            id="offer-price"
            name="price_amount"
            label="Kwota"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            required
            value={values.price_amount}
            error={errors.price}
            onChange={(event) => setField('price_amount', event.target.value)}
          />
          <TextField
            id="offer-currency"
            name="price_currency"
            label="Waluta"
            hint="Trzyliterowy kod, np. PLN."
            maxLength={OFFER_LIMITS.currencyLength}
            autoCapitalize="characters"
            value={values.price_currency}
            error={errors.currency}
            onChange={(event) => setField('price_currency', event.target.value.toUpperCase())}
          />
        </div>
      )}
    </div>
  );
}
