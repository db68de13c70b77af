import { eq } from 'drizzle-orm';
import type { PortalSettings } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { portalSettings } from '../db/schema.js';
import { ensureBaseData } from '../db/baseData.js';

const SETTINGS_ROW = 1;

const settingsColumns = {
  portal_name: portalSettings.portal_name,
  contact_email: portalSettings.contact_email,
  terms_of_service: portalSettings.terms_of_service,
  privacy_policy: portalSettings.privacy_policy,
};

/** The single settings row; it is created with the base data at start, and again here should it ever be missing. */
export async function readSettings(db: Db, options: { forUpdate?: boolean } = {}): Promise<PortalSettings> {
  const query = db.select(settingsColumns).from(portalSettings).where(eq(portalSettings.id, SETTINGS_ROW)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (row) return row;
  await ensureBaseData(db);
  return readSettings(db, options);
}

export async function writeSettings(db: Db, settings: PortalSettings): Promise<PortalSettings> {
  const [row] = await db
    .update(portalSettings)
    .set({ ...settings, updated_at: new Date().toISOString() })
    .where(eq(portalSettings.id, SETTINGS_ROW))
    .returning(settingsColumns);
  return row;
}
