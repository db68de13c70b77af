import type { FastifyInstance } from 'fastify';
import type { OfferSearchResult } from '../../shared/types.js';
import type { Db } from '../../server/db/index.js';
import { categories, users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/users/passwords.js';
import type { FixtureOffer, JudgedQuery } from './dataset.js';
import { RECALL_DEPTH } from './metrics.js';

/**
 * The portal measured through its real code path: the offers are saved by the offer form's endpoint (validation,
 * geocoding of the city, the Polish analysis in the same transaction), promoted by the back office's endpoint, and
 * searched through the public API, on an app built in-process. Only the administrator account that saves them is
 * written straight into the database.
 */
const ADMIN_EMAIL = 'ocena-trafnosci@example.pl';
const ADMIN_PASSWORD = 'Ocena-Trafnosci-2026';

async function signInAdministrator(app: FastifyInstance, db: Db): Promise<string> {
  await db.insert(users).values({
    email: ADMIN_EMAIL,
    password_hash: await hashPassword(ADMIN_PASSWORD),
    role: 'admin',
    full_name: 'Ocena trafności',
    email_confirmed_at: new Date().toISOString(),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** The form's fields: the schema's names, lists as arrays, numbers as the form's text. */
function offerForm(offer: FixtureOffer, categoryId: string): Record<string, string | string[]> {
  const { key: _judgedByKey, category: _bySlug, promoted: _afterwards, price, service_radius_km, ...fields } = offer;
  return {
    ...fields,
    category_id: categoryId,
    ...(price === undefined ? {} : { price: String(price) }),
    ...(service_radius_km === undefined ? {} : { service_radius_km: String(service_radius_km) }),
    contact_email: 'kontakt@example.pl',
    status: 'published',
  };
}

/** Saves every fixture offer through the API; answers the offer key of each new offer id. */
export async function seedCorpus(app: FastifyInstance, db: Db, corpus: FixtureOffer[]): Promise<Map<string, string>> {
  const token = await signInAdministrator(app, db);
  const headers = { authorization: `Bearer ${token}` };
  const categoryIds = new Map((await db.select().from(categories)).map((row) => [row.slug, row.id]));
  const keyOf = new Map<string, string>();
  for (const offer of corpus) {
    const categoryId = categoryIds.get(offer.category);
    if (!categoryId) throw new Error(`${offer.key}: no category ${offer.category}`);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/offers',
      headers,
      payload: offerForm(offer, categoryId),
    });
    if (saved.statusCode !== 201) throw new Error(`${offer.key}: ${saved.statusCode} ${saved.body}`);
    const { id, status } = saved.json<{ id: string; status: string }>();
    if (status !== 'active') throw new Error(`${offer.key}: saved as ${status}`);
    if (offer.promoted) {
      const promoted = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/offers/${id}/promote`,
        headers,
        payload: { is_promoted: true },
      });
      if (promoted.statusCode !== 200) throw new Error(`${offer.key}: promote ${promoted.statusCode} ${promoted.body}`);
    }
    keyOf.set(id, offer.key);
  }
  return keyOf;
}

/** The first RECALL_DEPTH offers the public search answers for each query, as offer keys. */
export async function portalRankings(
  app: FastifyInstance,
  queries: JudgedQuery[],
  keyOf: Map<string, string>,
): Promise<Map<string, string[]>> {
  const rankings = new Map<string, string[]>();
  for (const query of queries) {
    const url = `/api/v1/offers?q=${encodeURIComponent(query.text)}&per_page=${RECALL_DEPTH}`;
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${query.id}: ${response.statusCode} ${response.body}`);
    const { items } = response.json<OfferSearchResult>();
    rankings.set(
      query.id,
      items.map((item) => keyOf.get(item.id) ?? `unknown:${item.id}`),
    );
  }
  return rankings;
}
