import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { settingsSchema } from '../../shared/schemas/settings.js';
import type { PortalSettings } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { portalSettings } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { readSettings, SETTINGS_ROW, settingsColumns } from './portalSettings.js';

/** A change of the terms or the privacy policy makes a new version of them: consents given later name it. */
async function writeSettings(db: Db, settings: PortalSettings): Promise<PortalSettings> {
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

/** Saves the portal's settings with an audit entry; answers them as saved. */
export async function saveSettings(
  db: Db,
  actor: AuthUser,
  input: z.output<typeof settingsSchema>,
): Promise<PortalSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, { forUpdate: true });
    const after = await writeSettings(tx, input);
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      before,
      after,
    });
    await announceChange(tx, 'settings');
    return after;
  });
}
