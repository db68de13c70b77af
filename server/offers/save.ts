import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SERVICE_RADIUS_KM } from '../../shared/discovery.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { canEditOwnContent } from '../../shared/permissions.js';
import { changesApprovedContent, OFFER_APPROVED_FIELDS } from '../../shared/reapproval.js';
import { isAdminRole } from '../../shared/roles.js';
import type { OfferData } from '../../shared/schemas/offer.js';
import { resolveOfferStatus } from '../../shared/statusMachines.js';
import type { Offer } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import { CONFIRMED_NOW } from '../freshness/conditions.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import { categories, offers } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { offerGeo } from '../places/location.js';
import { indexOffers } from '../search/indexing.js';
import { takeImageBudget } from '../uploads/budget.js';
import { checkQuotaRoom, discardStoredFiles, recordUploads, releaseUploads, storeImage } from '../uploads/uploads.js';
import { syncOfferHours } from './hours.js';
import { findOffer, toOffer, type OfferQueryRow } from './queries.js';
import type { OfferSubmission } from './submission.js';
import { venueConfirmation } from './venue.js';

/*
 * An author's own offers (or an administrator acting as one): saving the offer form and deleting.
 */

/** A date without a time ("2026-12-31" from a date input) means the end of that day. */
function expiryTimestamp(value: string | undefined): string | null {
  if (!value) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value).toISOString();
}

/**
 * A past expiry date makes the offer inactive at once (docs/zasady-produktu.md#statusy-i-przejścia). Offers meant to go
 * public (active or waiting for approval) are stored as expired; drafts and moderators' decisions stay as they are.
 */
function statusFor(
  data: OfferData,
  current: OfferQueryRow | undefined,
  actor: AuthUser,
  expiresAt: string | null,
  changesApproved: boolean,
) {
  const status = resolveOfferStatus(data.status, current?.status ?? null, isAdminRole(actor.role), changesApproved);
  const expired = expiresAt !== null && Date.parse(expiresAt) <= Date.now();
  return expired && (status === 'active' || status === 'pending_approval') ? 'expired' : status;
}

/** The offer the actor edits or deletes: 404 when there is none, 403 when it is neither his nor he an admin. */
export async function loadEditable(ctx: AppContext, id: string, actor: AuthUser): Promise<OfferQueryRow> {
  const row = await findOffer(ctx.db, id);
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  if (!canEditOwnContent(actor, row.owner_id)) throw new HttpError(403, OFFER_MESSAGES.notOwner);
  return row;
}

async function categoryExists(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

/** Validates, stores new images, writes the offer and answers it; `current` is the offer being edited. */
export async function saveOffer(
  ctx: AppContext,
  actor: AuthUser,
  { data, images }: OfferSubmission,
  current?: OfferQueryRow,
): Promise<Offer> {
  const previousUrls = current?.image_urls ?? [];
  if (!(await categoryExists(ctx, data.category_id))) {
    throw new HttpError(422, OFFER_MESSAGES.categoryRequired, [
      { field: 'category_id', message: OFFER_MESSAGES.categoryRequired },
    ]);
  }
  const expiresAt = expiryTimestamp(data.expires_at);
  // Every new picture counts against the account's hourly budget before it is decoded (shared with the editor's).
  if (images.length) {
    await Promise.all(images.map(() => takeImageBudget(ctx, actor.id)));
    await checkQuotaRoom(ctx.db, actor.id);
  }
  const stored = await Promise.all(images.map((image) => storeImage(ctx.config.dataDir, image.bytes, image.kind)));
  const storedUrls = stored.map((image) => image.url);
  const imageUrls = [...data.image_urls, ...storedUrls];
  const content = {
    title: data.title,
    short_description: data.short_description,
    long_description: data.long_description,
    easy_read_summary: data.easy_read_summary ?? null,
    category_id: data.category_id,
    image_urls: imageUrls,
    image_alt: imageUrls.length > 0 ? (data.image_alt ?? null) : null,
    price_type: data.price_type,
    price: data.price_type === 'free' ? null : (data.price ?? null),
    currency: data.currency,
    price_unit: data.price_unit,
    address_street: data.address_street ?? null,
    contact_person_name: data.contact_person_name ?? null,
    min_age: data.min_age ?? null,
    max_age: data.max_age ?? null,
    certificate_required: data.certificate_required,
    required_documents: data.required_documents,
    how_to_start: data.how_to_start ?? null,
    funding_routes: data.funding_routes,
  };
  const changesApproved = !!current && changesApprovedContent(OFFER_APPROVED_FIELDS, current, content);
  const values = {
    ...content,
    address_city: data.address_city ?? null,
    address_postal_code: data.address_postal_code ?? null,
    address_country: data.address_country,
    contact_email: data.contact_email,
    contact_phone: data.contact_phone ?? null,
    contact_video_url: data.contact_video_url ?? null,
    preferred_contact_method: data.preferred_contact_method,
    status: statusFor(data, current, actor, expiresAt, changesApproved),
    expires_at: expiresAt,
    accessibility_features: data.accessibility_features,
    venue_features_confirmed: await venueConfirmation(ctx.db, current?.owner_id ?? actor.id, data),
    target_groups: data.target_groups,
    service_modes: data.service_modes,
    service_radius_km: data.service_radius_km ?? DEFAULT_SERVICE_RADIUS_KM,
    opening_hours: data.opening_hours,
    ...(await offerGeo(ctx.db, current?.owner_id ?? actor.id, data.address_city, data.address_postal_code)),
  };
  // The organisation's own save vouches for the data; an administrator's edit does not (docs/zasady-produktu.md#aktualność-danych).
  const confirmation = (current?.owner_id ?? actor.id) === actor.id ? CONFIRMED_NOW : {};
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await recordUploads(tx, stored, actor.id);
      if (!current) {
        const [created] = await tx
          .insert(offers)
          .values({ ...values, ...confirmation, owner_id: actor.id })
          .returning({ id: offers.id });
        // In the same transaction: a saved offer is never public without its lexemes and its hours' index.
        await indexOffers(tx, { ids: [created.id] });
        await syncOfferHours(tx, [{ id: created.id, opening_hours: data.opening_hours }]);
        await announceChange(tx, 'search');
        return created.id;
      }
      await tx
        .update(offers)
        .set({ ...values, ...confirmation, updated_at: sql`now()` })
        .where(eq(offers.id, current.id));
      await indexOffers(tx, { ids: [current.id] });
      await syncOfferHours(tx, [{ id: current.id, opening_hours: data.opening_hours }]);
      if (current.owner_id !== actor.id) {
        await recordAudit(tx, actor, {
          action: 'offer.update',
          entityType: 'offer',
          entityId: current.id,
          before: toOffer(current, { withOwnerEmail: true }),
          after: values,
        });
      }
      await announceChange(tx, 'search');
      return current.id;
    });
  } catch (error) {
    await discardStoredFiles(ctx.config.dataDir, storedUrls);
    throw error;
  }
  await releaseUploads(
    ctx.db,
    ctx.config.dataDir,
    previousUrls.filter((url) => !imageUrls.includes(url)),
    [current?.owner_id ?? actor.id, actor.id],
  );
  return toOffer((await findOffer(ctx.db, id))!, { withOwnerEmail: true });
}

/** Deletes an offer its owner or an administrator may edit; an administrator's deletion is audited. */
export async function deleteEditableOffer(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const current = await loadEditable(ctx, id, actor);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(offers).where(eq(offers.id, current.id));
    if (current.owner_id !== actor.id) {
      await recordAudit(tx, actor, {
        action: 'offer.delete',
        entityType: 'offer',
        entityId: current.id,
        before: toOffer(current, { withOwnerEmail: true }),
        after: null,
      });
    }
    await announceChange(tx, 'search');
  });
  await releaseUploads(ctx.db, ctx.config.dataDir, current.image_urls, [current.owner_id, actor.id]);
}
