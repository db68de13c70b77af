import type { ShownCount } from '../counts';

/**
 * A count (or a text holding one) as shown and as read out: '~12 400' on screen, 'około 12 400' for a screen reader,
 * which does not read a tilde by default; an exact count or 'ponad 1000' is the same text for both.
 */
export function CountText({ count }: { count: ShownCount }) {
  if (count.shown === count.spoken) return <>{count.shown}</>;
  return (
    <>
      <span aria-hidden="true">{count.shown}</span>
      <span className="visually-hidden">{count.spoken}</span>
    </>
  );
}
