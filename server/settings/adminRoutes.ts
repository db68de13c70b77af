import { settingsSchema } from '../../shared/schemas/settings.js';
import { portalSettingsResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { saveSettings } from './adminQueries.js';
import { readSettings } from './portalSettings.js';

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
      return saveSettings(ctx.db, requireAdmin(request), request.body);
    },
  );
};

export default routes;
