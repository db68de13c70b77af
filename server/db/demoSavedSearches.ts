import { sql } from 'drizzle-orm';
import type { Db } from './index.js';
import { offers, savedSearches } from './schema.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The demo's alerts for new offers (docs/powiadomienia.md): the demo user keeps a weekly search for rehabilitation
 * near Łódź ('Powiadomienia o ofertach' of the dashboard), and the demo's public offers became public when they were
 * written, so `npm run alerts -- --now` sends a digest of those written since the alert's last one.
 */
export async function seedDemoSavedSearches(tx: Db, people: Map<string, { id: string }>, now: number): Promise<void> {
  await tx
    .update(offers)
    .set({ published_at: sql`${offers.created_at}` })
    .where(sql`${offers.status} = 'active'`);
  const user = people.get('user');
  if (!user) throw new Error('Dane demonstracyjne powiadomień: brak konta użytkownika');
  const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
  await tx.insert(savedSearches).values([
    {
      user_id: user.id,
      name: 'Rehabilitacja w Łodzi i okolicy',
      query: new URLSearchParams({ q: 'rehabilitacja', near: 'Łódź', radius_km: '50' }).toString(),
      frequency: 'weekly',
      confirmed_at: at(20),
      checked_until: at(14),
      created_at: at(20),
    },
    {
      user_id: user.id,
      name: 'Tłumacz PJM',
      query: new URLSearchParams({ features: 'sign_language' }).toString(),
      frequency: 'daily',
      confirmed_at: at(10),
      checked_until: at(10),
      created_at: at(10),
    },
  ]);
}
