/** A `tel:` link for a number as people write it: only the digits and a leading plus are dialled. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Mobile ranges of the Polish closed 9-digit numbering plan (UKE). The other numbers starting 5, 6 or 7 are
 * landlines (58 Gdańsk, 61 Poznań, 71 Wrocław…) or premium-rate (70x), which take no text messages, so a wider rule
 * would offer Deaf visitors an SMS link that cannot work.
 */
const MOBILE_PREFIXES = ['45', '50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'];

/**
 * The number as `+48` and nine digits when it is a Polish mobile number as people write it ('600 123 456',
 * '+48 600-123-456', '(0048) 600123456'), otherwise null: the offer page shows an `sms:` link only for these.
 */
export function polishMobileNumber(phone: string | null | undefined): string | null {
  if (!phone || !/^[+0-9 ()./-]+$/.test(phone)) return null;
  const plus = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 9 && !plus
      ? digits
      : digits.length === 11 && digits.startsWith('48')
        ? digits.slice(2)
        : digits.length === 13 && digits.startsWith('0048') && !plus
          ? digits.slice(4)
          : null;
  return national && MOBILE_PREFIXES.includes(national.slice(0, 2)) ? `+48${national}` : null;
}
