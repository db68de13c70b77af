import { settingsSchema } from '../../shared/schemas/auth.js';
import { portalSettingsResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { writeSettings } from './adminQueries.js';
import { readSettings } from './portalSettings.js';
import { recordAudit } from '../audit/audit.js';

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  const response = { 200: portalSettingsResponse };

  app.get('/', { schema: { ...ADMIN_DOCS, summary: 'Ustawienia portalu', response } }, async (request) => {
    requireAdmin(request);
    return readSettings(ctx.db);
  });

  app.put(
    '/',
    { schema: { ...ADMIN_DOCS, summary: 'Zapisanie ustawień portalu', body: jsonObject(settingsSchema), response } },
    async (request) => {
      const actor = requireAdmin(request);
      return ctx.db.transaction(async (tx) => {
        const before = await readSettings(tx, { forUpdate: true });
        const after = await writeSettings(tx, request.body);
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entityType: 'settings',
          entityId: null,
          before,
          after,
        });
        return after;
      });
    },
  );
};

export default routes;
