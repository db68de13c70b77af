import { z } from 'zod';
import { adminStatsResponse, auditEntryResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { adminStats, listAuditEntries } from './overview.js';

/** The back office's overview: its figures and the audit log. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/stats',
    { schema: { ...ADMIN_DOCS, summary: 'Liczby do przeglądu panelu', response: { 200: adminStatsResponse } } },
    async (request) => {
      requireAdmin(request);
      return adminStats(ctx.db);
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Dziennik działań administratorów',
        querystring: listQuerySchema,
        response: { 200: z.array(auditEntryResponse) },
      },
    },
    async (request, reply) => {
      const page = await listAuditEntries(ctx.db, requireAdmin(request), request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );
};

export default routes;
