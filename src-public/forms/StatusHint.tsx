/**
 * A status field's hint: what the statuses do, then, when the chosen one is not the author's to set, what will happen
 * instead. That second sentence is a polite live region inside the hint, so it is both read with the field
 * (aria-describedby) and announced the moment the choice makes it appear.
 */
export function StatusHint({ text, note }: { text: string; note: string | null }) {
  return (
    <>
      {text} <span aria-live="polite">{note}</span>
    </>
  );
}
