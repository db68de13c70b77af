import { OFFER_PRICE_FIELDS as F, PRICE_TYPE_LABELS, PRICE_TYPES } from '../../../shared/labels/offers';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  isCurrency,
  parsePolishAmount,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  type PriceUnit,
} from '../../../shared/price';
import { currencySymbol, formatOfferPrice } from '../../format';
import { FieldShell, labelledOptions, SelectField } from '../fields';
import { RadioGroup } from '../RadioGroup';
import type { OfferTabProps } from './tabProps';

/**
 * Amount, currency and unit exist only for paid offers. The amount is typed as text and read the Polish way
 * (shared/price.ts): a number input would drop the comma of "35,50" in some browsers. The currency is chosen, not typed.
 */
export function PriceTab({ values, errors, setField }: OfferTabProps) {
  const currency = values.price_currency;
  // An offer saved before the list existed keeps its own code until the author picks one (the server then checks it).
  const currencies = isCurrency(currency) ? CURRENCIES : [...CURRENCIES, currency];
  const amount = parsePolishAmount(values.price_amount);
  return (
    <div className="stack">
      <RadioGroup
        idPrefix="offer-price_type"
        name="price_type"
        legend={F.priceType}
        required
        options={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
        value={values.price_type}
        error={errors.price_type}
        onChange={(value) => setField('price_type', value)}
      />
      {values.price_type === 'paid' && (
        <>
          <div className="cluster price-fields">
            <FieldShell
              id="offer-price"
              label={F.amount}
              hint={F.amountHint(isCurrency(currency) ? CURRENCY_LABELS[currency] : currency)}
              error={errors.price}
              required
            >
              {(control) => (
                <span className="input-with-unit">
                  <input
                    className="input"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    name="price_amount"
                    value={values.price_amount}
                    onChange={(event) => setField('price_amount', event.target.value)}
                    {...control}
                  />
                  {/* The hint names the currency for screen readers; this is the sighted reader's cue. */}
                  <span className="input-unit" aria-hidden="true">
                    {currencySymbol(currency)}
                  </span>
                </span>
              )}
            </FieldShell>
            <SelectField
              id="offer-currency"
              name="price_currency"
              label={F.currency}
              options={currencies.map((code) => ({
                value: code,
                label: isCurrency(code) ? CURRENCY_LABELS[code] : code,
              }))}
              value={currency}
              error={errors.currency}
              onChange={(event) => setField('price_currency', event.target.value)}
            />
            <SelectField
              id="offer-price_unit"
              name="price_unit"
              label={F.unit}
              options={labelledOptions(PRICE_UNITS, PRICE_UNIT_LABELS)}
              value={values.price_unit}
              error={errors.price_unit}
              onChange={(event) => setField('price_unit', event.target.value as PriceUnit)}
            />
          </div>
          {amount !== null && amount > 0 && (
            <p className="form-hint">
              {F.preview}{' '}
              <strong>
                {formatOfferPrice({ price_type: 'paid', price: amount, currency, price_unit: values.price_unit })}
              </strong>
            </p>
          )}
        </>
      )}
    </div>
  );
}
