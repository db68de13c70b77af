import { eq } from 'drizzle-orm';
import type { PortalSettings } from '../../shared/types.js';
import { ensureBaseData } from '../db/baseData.js';
import { onCacheChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { portalSettings } from '../db/schema.js';

// The one reader of the portal settings: the public and admin routes, the e-mails' signature and the pages' names.
// Public reads (every page's head, the legal pages' texts, the feed) come from memory until a save on any process.

/** The settings live in one row. */
export const SETTINGS_ROW = 1;

export const settingsColumns = {
  portal_name: portalSettings.portal_name,
  contact_email: portalSettings.contact_email,
  terms_of_service: portalSettings.terms_of_service,
  privacy_policy: portalSettings.privacy_policy,
  accessibility_contact_name: portalSettings.accessibility_contact_name,
  accessibility_contact_phone: portalSettings.accessibility_contact_phone,
  pjm_video_url: portalSettings.pjm_video_url,
  pjm_video_captions_url: portalSettings.pjm_video_captions_url,
  pjm_video_transcript_url: portalSettings.pjm_video_transcript_url,
};

/** The single settings row; it is created with the base data at start, and again here should it ever be missing. */
export async function readSettings(db: Db, options: { forUpdate?: boolean } = {}): Promise<PortalSettings> {
  const query = db.select(settingsColumns).from(portalSettings).where(eq(portalSettings.id, SETTINGS_ROW)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (row) return row;
  await ensureBaseData(db);
  return readSettings(db, options);
}

/** Only bounds how long a missed notification could keep old settings (server/db/cacheChanges.ts). */
const CACHE_MS = 30_000;

/** Per database: the tests run several apps, each on its own database, in one process. */
let cache = new WeakMap<Db, { settings: Promise<PortalSettings>; expires: number }>();
onCacheChange('settings', () => {
  cache = new WeakMap();
});

/** The settings as the public sees them, read once and kept until a save. Not for a transaction: it reads `db`. */
export function publicSettings(db: Db): Promise<PortalSettings> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.settings;
  const settings = readSettings(db);
  const entries = cache;
  entries.set(db, { settings, expires: now + CACHE_MS });
  settings.catch(() => entries.delete(db));
  return settings;
}

export interface PortalIdentity {
  name: string;
  contactEmail: string;
}

const identityOf = (settings: PortalSettings): PortalIdentity => ({
  name: settings.portal_name,
  contactEmail: settings.contact_email,
});

/** The portal's name and contact address as the transaction sees them, for the messages' signature. */
export async function portalIdentity(tx: Db): Promise<PortalIdentity> {
  return identityOf(await readSettings(tx));
}

/** The same for the pages and the feed, from memory. */
export async function publicIdentity(db: Db): Promise<PortalIdentity> {
  return identityOf(await publicSettings(db));
}
