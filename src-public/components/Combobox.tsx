import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { COMBOBOX_MESSAGES as M } from '../../shared/messages';

export interface ComboboxOption {
  /** Unique among the options shown together. */
  id: string;
  /** What the option shows and, once chosen, the text of the field. */
  label: string;
  /** A short kind shown after the label and read with it ("kategoria", "miejscowość"). */
  kind?: string;
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onKeyDown' | 'onSelect' | 'role' | 'aria-expanded' | 'aria-controls' | 'aria-autocomplete'
>;

export interface ComboboxProps extends InputAttributes {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The options for the typed text; called after the typing pauses, with a signal that aborts stale requests. */
  loadOptions: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  /** An option was chosen (Enter on it or a click); the field already holds its label. */
  onOptionSelect?: (option: ComboboxOption) => void;
  /** Fewer typed characters ask for nothing. */
  minChars?: number;
  debounceMs?: number;
  maxOptions?: number;
}

/**
 * A text field with a list of suggestions, after the ARIA Authoring Practices' combobox pattern (list autocomplete,
 * no automatic selection): the text typed stays the field's value and submitting the form always sends it; the
 * arrows move through the suggestions (aria-activedescendant keeps the focus in the field), Enter chooses the
 * highlighted one, Escape closes the list. How many suggestions appeared is announced in a polite live region.
 */
export function Combobox({
  id,
  value,
  onChange,
  loadOptions,
  onOptionSelect,
  minChars = 2,
  debounceMs = 250,
  maxOptions = 8,
  className = 'input',
  ...inputProps
}: ComboboxProps) {
  const listboxId = `${useId()}-listbox`;
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  // Only typing asks for suggestions; a value set by choosing an option (or by the page) does not reopen the list.
  const [typed, setTyped] = useState<string | null>(null);
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;

  useEffect(() => {
    if (typed === null) return;
    const text = typed.trim();
    if (text.length < minChars) {
      setOptions([]);
      setOpen(false);
      setAnnouncement('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadRef.current(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          const shown = found.slice(0, maxOptions);
          setOptions(shown);
          setActive(-1);
          setOpen(shown.length > 0);
          setAnnouncement(shown.length ? M.count(shown.length) : M.none);
        },
        // Suggestions are a help, not the search itself: when they fail the field simply works without them.
        () => undefined,
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, minChars, maxOptions, debounceMs]);

  // Hides the list and stops asking until the next keystroke: a suggestion still on its way when the text is
  // submitted, or the field left, must not open the list over the results.
  const close = () => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.label);
    close();
    onOptionSelect?.(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      // Past either end the highlight returns to the field itself, as in the pattern's examples.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Enter') {
      // Without a highlighted suggestion Enter submits the typed text (the form does it); the list has done its job.
      close();
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    }
  };

  const activeId = open && active >= 0 ? `${listboxId}-${active}` : undefined;

  return (
    <div className="combobox">
      <input
        {...inputProps}
        id={id}
        className={className}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listboxId} role="listbox" aria-label={M.listLabel} className="combobox-list" hidden={!open}>
        {options.map((option, index) => (
          // The field handles the keys for the options (aria-activedescendant); a click is the mouse's way.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
          <li
            key={option.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox-option"
            // Keeps the focus in the field, so that the click chooses before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind ? `${option.label} (${option.kind})` : option.label}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
