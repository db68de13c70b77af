import { z } from 'zod';
import { companyProfileResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { companyProfile } from './profiles.js';

const params = z.object({ companySlug: z.string().min(1).max(200) });

/** The public page of an organisation (/profil/{companySlug}): who it is and its public offers. */
const routes: RouteModule = (app, { db }) => {
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
    async (request) => companyProfile(db, request.params.companySlug),
  );
};

export default routes;
