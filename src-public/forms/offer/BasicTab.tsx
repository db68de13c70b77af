import type { Category } from '../../../shared/types';
import { SelectField, TextAreaField, TextField } from '../fields';
import { CharacterCount } from '../CharacterCount';
import type { OfferTabProps } from './tabProps';

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
        label="Tytuł oferty"
        hint="Co najmniej 5 znaków, np. „Wypożyczenie wózka inwalidzkiego”."
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <SelectField
        id="offer-category_id"
        name="category_id"
        label="Kategoria"
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
        label="Krótki opis"
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
        label="Opis"
        hint="Co najmniej 50 znaków: na czym polega oferta, dla kogo jest, jak z niej skorzystać."
        required
        rows={8}
        value={values.description}
        error={errors.long_description}
        onChange={(event) => setField('description', event.target.value)}
      />
    </div>
  );
}
