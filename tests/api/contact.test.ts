import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../../shared/limits.js';
import { AUTH_MESSAGES, CONTACT_MESSAGES, GENERIC_MESSAGES } from '../../shared/messages.js';
import { portalSettings } from '../../server/db/schema.js';
import { createTestContext, readOutbox, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.update(portalSettings).set({ contact_email: 'zgloszenia@portal.test', portal_name: 'Portal Testowy' });
});
afterAll(() => ctx.close());

const send = (json: unknown) => ctx.call('POST', '/api/v1/contact', { json });

/** The raw headers of the newest .eml in the outbox (readOutbox does not expose Reply-To). */
function newestMailHeaders(): string {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  const newest = readdirSync(dir).sort().at(-1)!;
  return readFileSync(path.join(dir, newest), 'utf8').split('\r\n\r\n')[0];
}

describe('contact form', () => {
  it('mails a bug report to the contact address of the portal settings, replying to the sender', async () => {
    const response = await send({
      kind: 'bug',
      name: 'Zofia Zgłaszająca',
      email: 'Zofia@Example.pl',
      message: 'Przycisk „Szukaj” nie reaguje na klawisz Enter.',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: 'Dziękujemy! Wiadomość została wysłana.' });
    const mail = (await readOutbox(ctx)).at(-1)!;
    expect(mail.to).toBe('zgloszenia@portal.test');
    expect(mail.subject).toBe('Zgłoszenie błędu – Portal Testowy');
    expect(mail.text).toContain('Zofia Zgłaszająca <zofia@example.pl>');
    expect(mail.text).toContain('Przycisk „Szukaj” nie reaguje na klawisz Enter.');
    expect(newestMailHeaders()).toMatch(/^Reply-To: zofia@example\.pl$/m);
  });

  it('accepts an anonymous feature idea without a reply address', async () => {
    const response = await send({ kind: 'feature', email: '', message: 'Proszę o tryb wysokiego kontrastu w panelu.' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: CONTACT_MESSAGES.sent });
    const mail = (await readOutbox(ctx)).at(-1)!;
    expect(mail.subject).toBe('Propozycja funkcjonalności – Portal Testowy');
    expect(mail.text).toContain('anonimowy użytkownik');
    expect(newestMailHeaders()).not.toMatch(/^Reply-To:/m);
  });

  it('refuses a short message, a bad address, an unknown kind and malformed JSON in Polish', async () => {
    const before = (await readOutbox(ctx)).length;
    const short = await send({ kind: 'contact', message: 'Hej' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(GENERIC_MESSAGES.messageRequired);
    const long = await send({ kind: 'contact', message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) });
    expect([long.statusCode, long.json().detail]).toEqual([422, 'Wiadomość może mieć najwyżej 5000 znaków.']);
    const badEmail = await send({ kind: 'contact', email: 'nie-email', message: 'Dzień dobry, mam pytanie o ofertę.' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json()).toMatchObject({ detail: AUTH_MESSAGES.invalidEmail, errors: [{ field: 'email' }] });
    const badKind = await send({ kind: 'spam', message: 'Dzień dobry, mam pytanie o ofertę.' });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().detail).toMatch(/^Nieprawidłowa opcja/);
    const malformed = await ctx.call('POST', '/api/v1/contact', {
      payload: '{"kind":"bug",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: GENERIC_MESSAGES.malformedJson });
    expect(await readOutbox(ctx)).toHaveLength(before);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestContext({ rateLimits: { authPerMinute: 3, failedLoginsPerAccount: 3 } });
    try {
      const message = { kind: 'contact', message: 'Dzień dobry, mam pytanie o ofertę.' };
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await limited.call('POST', '/api/v1/contact', { json: message })).statusCode).toBe(202);
      }
      const refused = await limited.call('POST', '/api/v1/contact', { json: message });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
