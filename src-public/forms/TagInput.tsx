import { useRef, useState, type KeyboardEvent } from 'react';
import { normalizeTags } from '../../shared/schemas/blog';
import { FieldShell } from './fields';

interface TagInputProps {
  id: string;
  label: string;
  /** What tags are for here, said before how to add one. */
  about?: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Enter (or the button) adds the typed tag, trimmed and without duplicates; each tag has its own remove button. */
export function TagInput({ id, label, about, tags, onChange, error }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    const next = normalizeTags([...tags, tag]);
    setAnnouncement(next.length > tags.length ? `Dodano tag ${tag}.` : `Tag ${tag} jest już na liście.`);
    onChange(next);
    setDraft('');
  };

  const remove = (tag: string) => {
    onChange(tags.filter((existing) => existing !== tag));
    setAnnouncement(`Usunięto tag ${tag}.`);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter here adds a tag instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <FieldShell
      id={id}
      label={label}
      hint={`${about ? `${about} ` : ''}Wpisz tag i naciśnij Enter (lub przycisk „Dodaj tag”).`}
      error={error}
    >
      {(control) => (
        <>
          <div className="tag-input-row">
            <input
              ref={input}
              className="input"
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              {...control}
            />
            <button type="button" className="btn btn-secondary" onClick={add}>
              Dodaj tag
            </button>
          </div>
          {tags.length > 0 && (
            <ul className="tag-list" aria-label="Dodane tagi">
              {tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                  <button
                    type="button"
                    className="tag-remove"
                    aria-label={`Usuń tag ${tag}`}
                    onClick={() => remove(tag)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </>
      )}
    </FieldShell>
  );
}
