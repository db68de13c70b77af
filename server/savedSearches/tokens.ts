import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link in an alert's e-mails may do without an account: `manage` – see, confirm or delete that one alert;
 * `digest` – the one-click unsubscribe of a digest (RFC 8058), which ends every alert the digest was made of.
 */
export type SavedSearchTokenPurpose = 'manage' | 'digest';

/**
 * A link's token: an HMAC of the alert's id under the server's secret, so nothing secret is stored (a copied table
 * hands out no working links) and every e-mail can carry it again. 32 characters of base64url: 192 bits.
 */
export function savedSearchToken(secret: string, id: string, purpose: SavedSearchTokenPurpose): string {
  return createHmac('sha256', secret).update(`saved-search:${purpose}:${id}`).digest('base64url').slice(0, 32);
}

export function isSavedSearchToken(
  secret: string,
  id: string,
  token: string | undefined,
  purpose: SavedSearchTokenPurpose,
): boolean {
  if (!token) return false;
  const expected = Buffer.from(savedSearchToken(secret, id, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
