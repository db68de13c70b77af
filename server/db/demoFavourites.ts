import { inArray } from 'drizzle-orm';
import { SHARED_LIST_DAYS } from '../../shared/favourites.js';
import type { Db } from './index.js';
import { favourites, offers, sharedLists } from './schema.js';

const DAY_MS = 86_400_000;

/** The demo user keeps care offers a carer compares; the speech therapy one is no longer published ('Oferta niedostępna'). */
const KEPT_BY_DEMO_USER = [
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim',
  'Rehabilitacja domowa po udarze – fizjoterapeuta z dojazdem',
  'Logopeda dla dzieci i dorosłych – terapia stacjonarna i online',
];

/** A shared list at a known address (/lista/demo-lista-opiekuna-2026), so the read-only page can be seen at once. */
export const DEMO_SHARED_LIST_ID = 'demo-lista-opiekuna-2026';
const SHARED_BY_DEMO = [
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim',
  'Pielęgniarka środowiskowa – opieka nad osobą leżącą w domu',
  'Wsparcie psychologiczne dla rodziców dzieci z niepełnosprawnościami',
];

async function idsByTitle(tx: Db, titles: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: offers.id, title: offers.title })
    .from(offers)
    .where(inArray(offers.title, titles));
  const byTitle = new Map(rows.map((row) => [row.title, row.id]));
  return titles.flatMap((title) => byTitle.get(title) ?? []);
}

/** 'Moja lista' on a fresh start: the demo user's list and a shared list (docs/moja-lista.md). */
export async function seedDemoFavourites(tx: Db, userId: string, now: number): Promise<void> {
  const kept = await idsByTitle(tx, KEPT_BY_DEMO_USER);
  if (kept.length)
    await tx.insert(favourites).values(
      kept.map((offerId, index) => ({
        user_id: userId,
        offer_id: offerId,
        created_at: new Date(now - (index + 1) * DAY_MS).toISOString(),
      })),
    );
  const shared = await idsByTitle(tx, SHARED_BY_DEMO);
  if (shared.length)
    await tx.insert(sharedLists).values({
      id: DEMO_SHARED_LIST_ID,
      offer_ids: shared,
      created_at: new Date(now - 3 * DAY_MS).toISOString(),
      expires_at: new Date(now + (SHARED_LIST_DAYS - 3) * DAY_MS).toISOString(),
    });
}
