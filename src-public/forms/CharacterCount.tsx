import { useEffect, useRef, useState } from 'react';

/** A screen reader hears the count once the person pauses, not after every key. */
const ANNOUNCE_DELAY_MS = 1200;

/** The visible live count under a field, plus a polite, debounced announcement of it. */
export function CharacterCount({ length }: { length: number }) {
  const [announced, setAnnounced] = useState<number | null>(null);
  const initialLength = useRef(length);
  useEffect(() => {
    // Nothing to say until the person has typed something.
    if (announced === null && length === initialLength.current) return;
    const timer = setTimeout(() => setAnnounced(length), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length, announced]);
  return (
    <>
      <p className="form-hint character-count" aria-hidden="true">
        Liczba znaków: {length}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced === null ? '' : `Liczba znaków: ${announced}`}
      </p>
    </>
  );
}
