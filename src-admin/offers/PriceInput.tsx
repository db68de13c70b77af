import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { DEFAULT_CURRENCY, OFFER_PRICE_FIELDS } from '../../shared/labels/offers';
import { CURRENCY_LABELS, formatAmountInput, isCurrency } from '../../shared/price';

/** A stored amount shows as the admin would type it ("35,50"); what he types stays as typed until it is saved. */
const amountText = (value: unknown) => (typeof value === 'number' ? formatAmountInput(value) : (value ?? ''));

/**
 * The offer's amount, typed as text and read the Polish way by shared/price.ts ('35,50' is 35.50, '1 200,00' is 1200),
 * as the public offer form reads it: a number input would drop the comma of "35,50" in some browsers. The chosen
 * currency stands beside the amount and is named in the hint, which screen readers read with the field.
 */
export function PriceInput() {
  const chosen = useWatch<{ currency?: string | null }, 'currency'>({ name: 'currency' }) || DEFAULT_CURRENCY;
  return (
    <TextInput
      source="price"
      format={amountText}
      autoComplete="off"
      helperText={OFFER_PRICE_FIELDS.amountHint(isCurrency(chosen) ? CURRENCY_LABELS[chosen] : chosen)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          endAdornment: (
            <InputAdornment position="end" aria-hidden="true">
              {chosen}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
