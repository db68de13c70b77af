import { portalSettingsResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { publicSettings } from './portalSettings.js';

/** The portal's name, contact address, terms and privacy policy are public texts (the legal pages render them). */
const routes: RouteModule = (app, ctx) => {
  app.get(
    '/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Ustawienia portalu (publiczne)',
        response: { 200: portalSettingsResponse },
      },
    },
    async () => publicSettings(ctx.db),
  );
};

export default routes;
