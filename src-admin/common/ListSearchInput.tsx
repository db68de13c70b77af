import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

type ListSearchInputProps = Omit<SearchInputProps, 'placeholder' | 'source'> & {
  /** Translation key of the placeholder, which is also the field's accessible name. */
  placeholder: string;
  source?: string;
};

/** The live search box above a list: filters server-side on `q` (react-admin debounces the filter). */
export function ListSearchInput({ placeholder, source = 'q', ...props }: ListSearchInputProps) {
  const translate = useTranslate();
  const text = translate(placeholder);
  return (
    <SearchInput {...props} source={source} placeholder={text} slotProps={{ htmlInput: { 'aria-label': text } }} />
  );
}
