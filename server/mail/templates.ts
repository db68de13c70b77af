import { isSingleLine } from '../../shared/schemas/common.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { issueEmailToken } from '../users/emailTokens.js';
import { composeMail } from './html.js';
import type { MailMessage } from './mailer.js';
import { sendEmailOnce } from './outbox.js';

export interface MailRecipient {
  id: string;
  email: string;
  full_name: string | null;
  /** Set once the address's owner confirmed it: only then is the account's name the recipient's own words. */
  email_confirmed_at: string | null;
}

/** The columns a message's recipient is read with. */
export const recipientColumns = {
  id: users.id,
  email: users.email,
  full_name: users.full_name,
  email_confirmed_at: users.email_confirmed_at,
};

export const CONTACT_KINDS = {
  bug: 'Zgłoszenie błędu',
  feature: 'Propozycja funkcjonalności',
  contact: 'Wiadomość z formularza kontaktowego',
} as const;

export type ContactKind = keyof typeof CONTACT_KINDS;

/**
 * Text a mail program could turn into a link or markup: a scheme or path, an address, 'www', a dot between letters
 * ("zly.example"), angle brackets. The HTML part escapes everything; this keeps the greeting free of links as well.
 */
const LINK_LIKE = /[/\\:@<>&]|\bwww\b|[\p{L}\p{N}]\.[\p{L}\p{N}]/iu;

/**
 * The account's name is typed by whoever signed up, with any address: until the address's owner has confirmed it,
 * the name is a stranger's words and the greeting leaves it out. Even then it is repeated only when it is a plain
 * one-line name, so the portal's own e-mail never carries a link.
 */
export function greeting(recipient: Pick<MailRecipient, 'full_name' | 'email_confirmed_at'>): string {
  const plain = recipient.email_confirmed_at ? recipient.full_name?.trim() : undefined;
  return plain && isSingleLine(plain) && !LINK_LIKE.test(plain) ? `Dzień dobry, ${plain}!` : 'Dzień dobry!';
}

export function confirmEmailMessage(
  portalName: string,
  publicUrl: string,
  user: MailRecipient,
  token: string,
): MailMessage {
  const link = `${publicUrl}/potwierdz-email?token=${encodeURIComponent(token)}`;
  return composeMail(
    user.email,
    `Potwierdź adres email – ${portalName}`,
    [
      greeting(user),
      `Dziękujemy za rejestrację w serwisie ${portalName}.`,
      'Aby aktywować konto, otwórz link poniżej. Jest ważny przez 48 godzin.',
      { link, text: 'Potwierdź adres email i aktywuj konto' },
      'Jeśli konto założono bez Twojej wiedzy, zignoruj tę wiadomość.',
    ],
    { link },
  );
}

export function resetPasswordMessage(
  portalName: string,
  publicUrl: string,
  user: MailRecipient,
  token: string,
): MailMessage {
  const link = `${publicUrl}/reset-hasla?token=${encodeURIComponent(token)}`;
  return composeMail(
    user.email,
    `Ustaw nowe hasło – ${portalName}`,
    [
      greeting(user),
      `Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w serwisie ${portalName}.`,
      'Aby ustawić nowe hasło, otwórz link poniżej. Jest ważny przez 1 godzinę i działa tylko raz.',
      { link, text: 'Ustaw nowe hasło' },
      'Jeśli prośba o zmianę hasła nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    ],
    { link },
  );
}

/**
 * Sent to an account's owner instead of a confirmation when someone signs up with their address: the sign-up
 * answers as for a new address (no account enumeration), and the owner learns of the attempt. It carries no token.
 */
export function signupAttemptMessage(portalName: string, publicUrl: string, user: MailRecipient): MailMessage {
  const link = `${publicUrl}/nie-pamietam-hasla`;
  return composeMail(
    user.email,
    `Próba rejestracji na Twój adres – ${portalName}`,
    [
      greeting(user),
      `Ktoś próbował założyć nowe konto w serwisie ${portalName}, podając Twój adres email. Masz już u nas konto, więc nowego nie utworzyliśmy.`,
      'Jeśli to Ty i nie pamiętasz hasła, ustaw nowe:',
      { link, text: 'Ustaw nowe hasło' },
      'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje konto pozostaje bez zmian.',
    ],
    { link },
  );
}

/** To the portal's own address: the sender's words are escaped in the HTML part like every other text. */
export function contactMessage(
  to: string,
  portalName: string,
  input: { kind: ContactKind; name?: string; email?: string; message: string },
): MailMessage {
  const sender = [input.name, input.email && `<${input.email}>`].filter(Boolean).join(' ') || 'anonimowy użytkownik';
  return composeMail(
    to,
    `${CONTACT_KINDS[input.kind]} – ${portalName}`,
    [{ facts: [['Od', sender]] }, { heading: 'Wiadomość' }, input.message],
    { replyTo: input.email },
  );
}

/** Queues the sign-up confirmation link (`/potwierdz-email?token=…`) in the caller's transaction, under `key`. */
export async function queueConfirmationMail(
  tx: Db,
  publicUrl: string,
  user: MailRecipient,
  key: string,
): Promise<void> {
  const token = await issueEmailToken(tx, user.id, 'confirm_email');
  const portalName = (await portalIdentity(tx)).name;
  await sendEmailOnce(tx, key, confirmEmailMessage(portalName, publicUrl, user, token));
}

/** Queues a password reset link (`/reset-hasla?token=…`); for "forgot password" and for the admin's reset. */
export async function queuePasswordResetMail(
  tx: Db,
  publicUrl: string,
  user: MailRecipient,
  key: string,
): Promise<void> {
  const token = await issueEmailToken(tx, user.id, 'reset_password');
  const portalName = (await portalIdentity(tx)).name;
  await sendEmailOnce(tx, key, resetPasswordMessage(portalName, publicUrl, user, token));
}

/** Queues the notice that someone tried to sign up with the owner's address (see signupAttemptMessage). */
export async function queueSignupAttemptMail(
  tx: Db,
  publicUrl: string,
  user: MailRecipient,
  key: string,
): Promise<void> {
  const portalName = (await portalIdentity(tx)).name;
  await sendEmailOnce(tx, key, signupAttemptMessage(portalName, publicUrl, user));
}
