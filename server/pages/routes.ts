import { z } from 'zod';
import type { RouteModule } from '../context.js';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { RSS_PATH } from '../../shared/pageMeta.js';
import { blogFeed } from './rss.js';
import { sitemapFile, sitemapRoot } from './sitemap.js';

const sitemapFileParams = z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/) });

/** What crawlers read besides the pages: robots.txt, the sitemap and the blog's feed. */
const routes: RouteModule = (app, { db, config }) => {
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          '# The pages load their content from /api/, so crawlers that render JavaScript must be allowed to fetch it.',
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /dashboard',
          '',
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(xml).send(await sitemapRoot(db, config.publicUrl)),
  );

  app.get('/sitemap/:file', { schema: { hide: true, params: sitemapFileParams } }, async (request, reply) => {
    const body = await sitemapFile(db, config.publicUrl, Number.parseInt(request.params.file, 10));
    if (body === undefined) return reply.status(404).send({ detail: GENERIC_MESSAGES.notFound });
    return reply.type(xml).send(body);
  });

  app.get(RSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(await blogFeed(db, config.publicUrl)),
  );
};

export default routes;
