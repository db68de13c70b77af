import { inArray, sql } from 'drizzle-orm';
import type { Db } from './index.js';
import { offers, savedSearches } from './schema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Demo offers approved an hour ago, after the demo alerts' last digest: one for each alert (rehabilitation near
 * Łódź, sign language), so the first `npm run alerts -- --now` after a fresh start has news to send.
 */
export const DEMO_JUST_APPROVED = [
  'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym',
  'Tłumacz PJM na miejscu i przez wideo – urząd, bank, spotkanie',
];

/**
 * The demo's alerts for new offers (docs/powiadomienia.md): the demo user keeps a weekly search for rehabilitation
 * near Łódź and a daily one for sign language ('Powiadomienia o ofertach' of the dashboard). Their last digest went
 * out two hours ago, so the hourly job of a freshly started server finds them not due yet (it would otherwise send
 * them at once and leave nothing for the command), while `npm run alerts -- --now` sends the offers approved since.
 */
export async function seedDemoSavedSearches(tx: Db, people: Map<string, { id: string }>, now: number): Promise<void> {
  // The demo's public offers became public when they were written; a few were approved only an hour ago.
  await tx
    .update(offers)
    .set({ published_at: sql`${offers.created_at}` })
    .where(sql`${offers.status} = 'active'`);
  const approved = await tx
    .update(offers)
    .set({ published_at: new Date(now - HOUR_MS).toISOString() })
    .where(inArray(offers.title, DEMO_JUST_APPROVED))
    .returning({ id: offers.id });
  if (approved.length !== DEMO_JUST_APPROVED.length) throw new Error('Dane demonstracyjne powiadomień: brak ofert');
  const user = people.get('user');
  if (!user) throw new Error('Dane demonstracyjne powiadomień: brak konta użytkownika');
  const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const lastDigest = new Date(now - 2 * HOUR_MS).toISOString();
  await tx.insert(savedSearches).values([
    {
      user_id: user.id,
      name: 'Rehabilitacja w Łodzi i okolicy',
      query: new URLSearchParams({ q: 'rehabilitacja', near: 'Łódź', radius_km: '50' }).toString(),
      frequency: 'weekly',
      confirmed_at: at(20),
      checked_until: lastDigest,
      created_at: at(20),
    },
    {
      user_id: user.id,
      name: 'Tłumacz PJM',
      query: new URLSearchParams({ features: 'sign_language' }).toString(),
      frequency: 'daily',
      confirmed_at: at(10),
      checked_until: lastDigest,
      created_at: at(10),
    },
  ]);
}
