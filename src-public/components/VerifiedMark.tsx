import { VERIFIED_MARK_SHORT, verifiedMarkText, type VerificationBadge } from '../../shared/verification';
import { Pictogram } from './Pictogram';

interface Props {
  profile: { is_verified: boolean; verification: VerificationBadge | null };
  /** The explanation is written out beside the mark: the mark itself is then only seen, never read a second time. */
  decorative?: boolean;
}

/**
 * The verified mark says what was checked and when ('Organizacja zweryfikowana: numer KRS … sprawdzony …'), so it is
 * not conveyed by the pictogram alone; screen readers hear the sentence once, sighted people see a short label.
 */
export function VerifiedMark({ profile, decorative }: Props) {
  if (!profile.is_verified) return null;
  if (decorative) {
    return (
      <span className="verified-mark">
        <Pictogram name="check" />
      </span>
    );
  }
  return (
    <span className="verified-mark">
      <span aria-hidden="true">
        <Pictogram name="check" /> {VERIFIED_MARK_SHORT}
      </span>
      <span className="visually-hidden">({verifiedText(profile)})</span>
    </span>
  );
}

/** The mark's sentence; an account verified before the numbers were recorded says who verified it instead. */
export function verifiedText(profile: Props['profile']): string {
  return verifiedMarkText(profile.verification ?? { register: null, number: null, verified_at: null });
}
