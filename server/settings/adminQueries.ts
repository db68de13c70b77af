import { eq, sql } from 'drizzle-orm';
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

/** A change of the terms or the privacy policy makes a new version of them: consents given later name it. */
export async function writeSettings(db: Db, settings: PortalSettings): Promise<PortalSettings> {
  const textsChanged = sql`(${portalSettings.terms_of_service} is distinct from ${settings.terms_of_service}
    or ${portalSettings.privacy_policy} is distinct from ${settings.privacy_policy})`;
  const [row] = await db
    .update(portalSettings)
    .set({
      ...settings,
      legal_version: sql`case when ${textsChanged} then ${portalSettings.legal_version} + 1 else ${portalSettings.legal_version} end`,
      legal_updated_at: sql`case when ${textsChanged} then now() else ${portalSettings.legal_updated_at} end`,
      updated_at: new Date().toISOString(),
    })
    .where(eq(portalSettings.id, SETTINGS_ROW))
    .returning(settingsColumns);
  return row;
}

/**
 * The consent of an account that accepts the terms now: this moment and the texts' current version (1 before the
 * settings row exists, which is the version that row will start with).
 */
export const termsAcceptedNow = () => ({
  terms_accepted_at: sql`now()`,
  terms_version: sql`coalesce((select ${portalSettings.legal_version} from ${portalSettings}
    where ${portalSettings.id} = ${SETTINGS_ROW}), 1)`,
});
