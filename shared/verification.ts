import { validatePolish } from 'validate-polish';

/**
 * Organisation verification (docs/moderacja-i-prawo.md#weryfikacja-organizacji): the registry numbers an organisation
 * gives and the admin's check.
 */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Oczekuje',
  approved: 'Zatwierdzona',
  rejected: 'Odrzucona',
};

export const VERIFICATION_DECISIONS = ['approved', 'rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** The public registers' search pages an admin checks the numbers in (they take no query in the address). */
export const REGISTER_LINKS = {
  krs: { label: 'Wyszukiwarka KRS', url: 'https://wyszukiwarka-krs.ms.gov.pl/' },
  regon: { label: 'Baza REGON (GUS)', url: 'https://wyszukiwarkaregon.stat.gov.pl/' },
  vat: { label: 'Wykaz podatników VAT', url: 'https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka' },
} as const;

/** People type numbers with spaces and dashes ("526-025-02-74"); only the digits are kept. */
export function registryDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** NIP and REGON are checked by their check digits with a registry package, never a hand-written checksum. */
/** All zeros pass the check digits (0 × weights = 0) but are no one's number: the registers never issue them. */
const allZeros = (digits: string) => /^0+$/.test(digits);
export const isValidNip = (digits: string): boolean =>
  /^\d{10}$/.test(digits) && !allZeros(digits) && validatePolish.nip(digits);
export const isValidRegon = (digits: string): boolean =>
  /^(\d{9}|\d{14})$/.test(digits) && !allZeros(digits) && validatePolish.regon(digits);
/** KRS has no check digit: it is exactly ten digits, written with its leading zeros. */
export const isValidKrs = (digits: string): boolean => /^\d{10}$/.test(digits) && !allZeros(digits);

/** What the verified mark says about an organisation (null when it is not verified). */
export interface VerificationBadge {
  /** The number the admin checked: KRS when the organisation has one, otherwise NIP. */
  register: 'krs' | 'nip' | null;
  number: string | null;
  verified_at: string | null;
}

export function verificationBadge(row: {
  is_verified: boolean;
  krs: string | null;
  nip: string | null;
  verified_at: string | null;
}): VerificationBadge | null {
  if (!row.is_verified) return null;
  const register = row.krs ? 'krs' : row.nip ? 'nip' : null;
  return { register, number: row.krs ?? row.nip, verified_at: row.verified_at };
}

const polishDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "12.03.2026": the date of approval as Poles write it, in Polish time whoever reads it. */
export function verificationDate(iso: string): string {
  return polishDate.format(new Date(iso));
}

/** What a card shows beside the name; the sentence of `verifiedMarkText` is what a screen reader hears. */
export const VERIFIED_MARK_SHORT = 'Zweryfikowana';

/** 'Organizacja zweryfikowana: numer KRS 0000123456 sprawdzony 12.03.2026', the mark's whole meaning in words. */
export function verifiedMarkText(badge: VerificationBadge): string {
  if (!badge.register || !badge.number) return 'Organizacja zweryfikowana przez administrację portalu';
  const checked = badge.verified_at ? ` sprawdzony ${verificationDate(badge.verified_at)}` : '';
  return `Organizacja zweryfikowana: numer ${badge.register === 'krs' ? 'KRS' : 'NIP'} ${badge.number}${checked}`;
}

/** A request as its organisation sees it (`GET/POST /users/me/verification-request`). */
export interface VerificationRequest {
  id: string;
  status: VerificationStatus;
  /** The name and numbers as they were when the request was made (kept current while it waits). */
  organization_name: string;
  nip: string | null;
  regon: string | null;
  krs: string | null;
  reason: string | null;
  decided_at: string | null;
  created_at: string;
}

/** The dashboard's verification state: the mark, and the latest request if any. */
export interface MyVerification {
  is_verified: boolean;
  verified_at: string | null;
  request: VerificationRequest | null;
}

/** An item of `GET /admin/verifications`. */
/** Another account carrying the request's NIP ('Ten NIP ma także: …' in 'Weryfikacje'). */
export interface SameNipAccount {
  id: string;
  /** The organisation's name, else the person's, else the e-mail. */
  name: string;
  email: string;
}

export interface AdminVerification extends VerificationRequest {
  user_id: string;
  email: string;
  company_slug: string | null;
  decided_by_email: string | null;
  /** Changes whenever the organisation's name or numbers in the request change; a decision sends the one reviewed. */
  version: string;
  /** The other accounts whose profile has the same NIP, oldest first: one NIP may sit on several accounts. */
  same_nip_accounts: SameNipAccount[];
}
