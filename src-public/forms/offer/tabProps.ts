import type { OfferFormValues } from './offerFormValues';

export type SetOfferField = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => void;

/** What every tab of the offer form gets: the values, the first error per schema field, and a setter. */
export interface OfferTabProps {
  values: OfferFormValues;
  errors: Record<string, string>;
  setField: SetOfferField;
}
