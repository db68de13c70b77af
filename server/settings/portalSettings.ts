import { eq } from 'drizzle-orm';
import type { PortalSettings } from '../../shared/types.js';
import { ensureBaseData } from '../db/baseData.js';
import type { Db } from '../db/index.js';
import { portalSettings } from '../db/schema.js';

// The one reader of the portal settings: the public and admin routes, the e-mails' signature and the pages' names.

/** The settings live in one row. */
export const SETTINGS_ROW = 1;

export const settingsColumns = {
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

export interface PortalIdentity {
  name: string;
  contactEmail: string;
}

/** The portal's name and contact address as the settings hold them, for the messages' signature and the pages. */
export async function portalIdentity(db: Db): Promise<PortalIdentity> {
  const settings = await readSettings(db);
  return { name: settings.portal_name, contactEmail: settings.contact_email };
}
