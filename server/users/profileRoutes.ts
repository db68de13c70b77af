import { z } from 'zod';
import { companyProfileResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { cachedJson, sendJson } from '../http/cachedJson.js';
import { companyProfile } from './profiles.js';

const params = z.object({ companySlug: z.string().min(1).max(200) });

/** The public page of an organisation (/profil/{companySlug}): who it is and its public offers. */
const routes: RouteModule = (app, { db, searchCache }) => {
  app.get(
    '/:companySlug',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Profil organizacji i jej aktywne oferty',
        params,
        response: { 200: companyProfileResponse },
      },
    },
    // The same page for everybody: one answer per organisation until a public write.
    async (request, reply) => {
      const { companySlug } = request.params;
      return sendJson(
        reply,
        await cachedJson(searchCache, `profile:${companySlug}`, companyProfileResponse, () =>
          companyProfile(db, companySlug),
        ),
      );
    },
  );
};

export default routes;
