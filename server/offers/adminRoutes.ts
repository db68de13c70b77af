import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { ACCESSIBILITY_FEATURES, SERVICE_MODES, TARGET_GROUPS, VOIVODESHIPS } from '../../shared/discovery.js';
import { z } from 'zod';
import { OFFER_INPUT_STATUSES, OFFER_STATUSES } from '../../shared/labels.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { resolveOfferStatus } from '../../shared/permissions.js';
import { OFFER_FIELD_ALIASES, offerSchema } from '../../shared/schemas/offer.js';
import { adminOfferResponse, noContentResponse, offerResponse } from '../../shared/schemas/responses.js';
import { requireAdmin, type AuthUser } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { categories, offers, users, type OfferRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { countRows } from '../http/count.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { adminEditBody } from '../moderation/editBody.js';
import {
  anyOf,
  booleanFilterField,
  foldedText,
  idsFilterField,
  matchesText,
  parseFilter,
  sendPage,
  textFilterField,
  uuidFilterField,
} from '../http/adminList.js';
import { adminOfferPage, matchingOffers, mergeOfferEdit, toAdminOffer } from './adminQueries.js';
import { recordAudit } from '../audit/audit.js';
import { findOffer, toOffer } from './queries.js';
import { indexOffers } from '../search/indexing.js';
import { releaseUploads } from '../uploads/uploads.js';
import { RESTRICTIVE_OFFER_STATUSES, type ReportReason } from '../../shared/moderation.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { recordRestriction, restrictionOf } from '../moderation/decisions.js';

const SORTABLE = {
  // The folded title sorts the way people read: 'Łódź' beside 'Lodówka', not after 'Z'.
  title: offers.title_key,
  status: offers.status,
  is_promoted: offers.is_promoted,
  created_at: offers.created_at,
  updated_at: offers.updated_at,
  'profile.organization_name': foldedText(users.organization_name),
  'category.name': foldedText(categories.name),
};

const statusFilter = z.enum(OFFER_STATUSES);
/** One code or a list of them; an offer matches when it has any of them. */
const codesFilter = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.union([z.enum(codes), z.array(z.enum(codes))]).optional();
const hasAny = (column: AnyColumn, codes: string | string[] | undefined) =>
  codes === undefined
    ? undefined
    : sql`${column} && array[${sql.join(
        [codes].flat().map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`;
const listFilter = z.strictObject({
  q: textFilterField,
  status: z.union([statusFilter, z.array(statusFilter)]).optional(),
  is_promoted: booleanFilterField,
  category_id: uuidFilterField,
  owner_id: uuidFilterField,
  id: idsFilterField,
  accessibility_features: codesFilter(ACCESSIBILITY_FEATURES),
  target_groups: codesFilter(TARGET_GROUPS),
  service_modes: codesFilter(SERVICE_MODES),
  voivodeship: codesFilter(VOIVODESHIPS),
});

const statusBody = z.object({
  status: z.enum(OFFER_INPUT_STATUSES, { error: OFFER_MESSAGES.invalidStatus }),
  reason: optionalReasonField.describe('Uzasadnienie decyzji; wymagane przy zmianie na „rejected” lub „inactive”.'),
  ground: groundField.optional().describe('Podstawa decyzji (domyślnie regulamin portalu).'),
});
const promoteBody = z.object({ is_promoted: z.boolean({ error: OFFER_MESSAGES.promotedFlag }) });
/** Every field of both naming sets may be sent; the merged offer is validated by the shared offer schema. */
const editBody = adminEditBody([...Object.keys(offerSchema.shape), ...Object.keys(OFFER_FIELD_ALIASES)]).describe(
  'Zmieniane pola oferty; pozostałe zostają bez zmian, null lub pusty tekst czyści pole.',
);

type OfferChanges = Partial<typeof offers.$inferInsert>;
/** The statement of reasons sent with a change; required when the change restricts the offer. */
type Justification = { reason?: string; ground?: ReportReason };

/** The offer as stored, locked until the transaction ends so that the audit's "before" is what was changed. */
async function lockedOffer(db: Db, id: string): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1).for('update');
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return row;
}

async function offerView(db: Db, id: string) {
  const row = await findOffer(db, id);
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return toOffer(row, { withOwnerEmail: true });
}

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  /** Applies one change to an offer and writes it, with the offer before and after, to the audit log in the same transaction. */
  async function changeOffer(
    actor: AuthUser,
    id: string,
    action: string,
    changesOf: (before: OfferRow, tx: Db) => OfferChanges | Promise<OfferChanges>,
    justification: Justification = {},
  ) {
    const { before, after } = await ctx.db.transaction(async (tx) => {
      const stored = await lockedOffer(tx, id);
      const changes = await changesOf(stored, tx);
      const [row] = await tx
        .update(offers)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(offers.id, id))
        .returning();
      // An administrator may change the text or the category, which the lexemes are made of.
      await indexOffers(tx, { ids: [id] });
      const restriction = restrictionOf(RESTRICTIVE_OFFER_STATUSES, stored.status, row.status);
      const decision = restriction
        ? await recordRestriction(
            tx,
            actor,
            {
              targetType: 'offer',
              targetId: id,
              targetTitle: row.title,
              userId: row.owner_id,
              decisionType: restriction,
              previousStatus: stored.status,
              newStatus: row.status,
              reason: justification.reason,
              ground: justification.ground,
            },
            ctx.config,
          )
        : null;
      await recordAudit(tx, actor, {
        action,
        entityType: 'offer',
        entityId: id,
        before: stored,
        after: row,
        decisionId: decision?.id,
      });
      return { before: stored, after: row };
    });
    await releaseUploads(
      ctx.db,
      ctx.config.dataDir,
      before.image_urls.filter((url) => !after.image_urls.includes(url)),
      [before.owner_id, actor.id],
    );
    return offerView(ctx.db, id);
  }

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista ofert do moderacji',
        querystring: listQuerySchema,
        response: { 200: z.array(adminOfferResponse) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const list = parseListQuery(request.query, SORTABLE, ['created_at', 'DESC'], offers.id);
      const filter = parseFilter(listFilter, list.filter);
      const where = and(
        filter.q ? matchesText(filter.q, [offers.title_key, users.search_text]) : undefined,
        filter.status === undefined ? undefined : anyOf(offers.status, [filter.status].flat()),
        filter.is_promoted === undefined ? undefined : eq(offers.is_promoted, filter.is_promoted),
        filter.category_id ? eq(offers.category_id, filter.category_id) : undefined,
        filter.owner_id ? eq(offers.owner_id, filter.owner_id) : undefined,
        filter.id ? anyOf(offers.id, filter.id) : undefined,
        hasAny(offers.accessibility_features, filter.accessibility_features),
        hasAny(offers.target_groups, filter.target_groups),
        hasAny(offers.service_modes, filter.service_modes),
        filter.voivodeship === undefined ? undefined : anyOf(offers.voivodeship, [filter.voivodeship].flat()),
      );
      const [rows, total] = await Promise.all([
        adminOfferPage(ctx.db, { where, list, filtersOwner: Boolean(filter.q) }),
        countRows(ctx.db, matchingOffers(ctx.db, { joinOwner: Boolean(filter.q), joinCategory: false }).where(where)),
      ]);
      return sendPage(reply, rows.map(toAdminOffer), total, list.offset);
    },
  );

  const response = { 200: offerResponse };

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Pełna oferta', params: idParams, response } },
    async (request) => {
      requireAdmin(request);
      return offerView(ctx.db, request.params.id);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja oferty przez administratora',
        params: idParams,
        body: editBody,
        response,
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { reason, ground, ...fields } = request.body;
      return changeOffer(actor, request.params.id, 'offer.update', (before, tx) => mergeOfferEdit(tx, before, fields), {
        reason,
        ground,
      });
    },
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zmiana statusu oferty',
        params: idParams,
        body: jsonObject(statusBody),
        response,
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { status, reason, ground } = request.body;
      return changeOffer(
        actor,
        request.params.id,
        'offer.status',
        (before) => ({ status: resolveOfferStatus(status, before.status, true) }),
        { reason, ground },
      );
    },
  );

  app.patch(
    '/:id/promote',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Wyróżnienie oferty',
        params: idParams,
        body: jsonObject(promoteBody),
        response,
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { is_promoted } = request.body;
      return changeOffer(actor, request.params.id, 'offer.promote', () => ({ is_promoted }));
    },
  );

  app.delete(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Usunięcie oferty', params: idParams, response: { 204: noContentResponse } } },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const before = await ctx.db.transaction(async (tx) => {
        const stored = await lockedOffer(tx, request.params.id);
        await tx.delete(offers).where(eq(offers.id, stored.id));
        await recordAudit(tx, actor, {
          action: 'offer.delete',
          entityType: 'offer',
          entityId: stored.id,
          before: stored,
          after: null,
        });
        return stored;
      });
      await releaseUploads(ctx.db, ctx.config.dataDir, before.image_urls, [before.owner_id, actor.id]);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
