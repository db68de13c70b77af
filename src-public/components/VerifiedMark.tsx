/** A check mark with its meaning in text, so it is not conveyed by the icon alone. */
export function VerifiedMark({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="verified-mark" title="Organizacja zweryfikowana przez administrację portalu">
      <span aria-hidden="true">✔</span>
      <span className="visually-hidden">(organizacja zweryfikowana)</span>
    </span>
  );
}
