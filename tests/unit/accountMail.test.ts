import { describe, expect, it } from 'vitest';
import {
  confirmEmailMessage,
  contactMessage,
  resetPasswordMessage,
  signupAttemptMessage,
  type MailRecipient,
} from '../../server/mail/templates.js';

const PORTAL = 'Portal usług inkluzywnych';
const URL = 'https://portal.example.pl';
const user: MailRecipient = {
  id: 'u1',
  email: 'anna@example.pl',
  full_name: 'Anna Nowak',
  email_confirmed_at: '2026-01-01T00:00:00.000Z',
};

describe('the account e-mails, in plain text and accessible HTML from the same words', () => {
  it.each([
    ['the address confirmation', confirmEmailMessage(PORTAL, URL, user, 'tok'), 'Potwierdź adres email i aktywuj konto'],
    ['the password reset', resetPasswordMessage(PORTAL, URL, user, 'tok'), 'Ustaw nowe hasło'],
    ['the sign-up attempt notice', signupAttemptMessage(PORTAL, URL, user), 'Ustaw nowe hasło'],
  ])('%s: a Polish HTML page whose link says where it leads, and the same link in the text', (_name, mail, linkText) => {
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toMatch(new RegExp(`<h1[^>]*>${mail.subject}</h1>`));
    expect(mail.html).toMatch(new RegExp(`<a href="${mail.link!.replace(/[?]/g, '\\?')}"[^>]*>${linkText}</a>`));
    expect(mail.html).not.toMatch(/<img|<table/);
    expect(mail.text).toContain('Dzień dobry, Anna Nowak!');
    expect(mail.text).toContain(`${linkText}:\n${mail.link}`);
  });

  it("a contact message escapes the sender's words in the HTML part and replies to the sender", () => {
    const mail = contactMessage('kontakt@portal.example.pl', PORTAL, {
      kind: 'bug',
      name: 'Jan',
      email: 'jan@example.pl',
      message: 'Przycisk <b>Szukaj</b> nie działa',
    });
    expect(mail.replyTo).toBe('jan@example.pl');
    expect(mail.html).toContain('Przycisk &lt;b&gt;Szukaj&lt;/b&gt; nie działa');
    expect(mail.html).not.toContain('<b>Szukaj</b>');
    expect(mail.text).toContain('Od: Jan <jan@example.pl>');
    expect(mail.text).toContain('Przycisk <b>Szukaj</b> nie działa');
  });
});
