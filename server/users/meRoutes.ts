import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BLOG_MESSAGES, USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { profileUpdateSchema } from '../../shared/schemas/auth.js';
import { blogPostResponse, offerResponse, userResponse } from '../../shared/schemas/responses.js';
import type { User } from '../../shared/types.js';
import { requireUser } from '../http/auth.js';
import type { AppContext, RouteModule } from '../context.js';
import { blogPosts, offers, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { idParams } from '../http/adminAccess.js';
import { toUser } from './adminQueries.js';
import { saveProfile } from './profileSave.js';
import { findBlogPost, selectBlogPosts, toBlogPost } from '../blog/queries.js';
import { selectOffers, toOffer } from '../offers/queries.js';

async function loadUser(ctx: AppContext, id: string): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return toUser(row);
}

/** The signed-in account: its profile and everything it wrote, in every status. */
const routes: RouteModule = (app, ctx) => {
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/profile',
    { schema: { tags, security, summary: 'Profil zalogowanego użytkownika', response: { 200: userResponse } } },
    async (request) => loadUser(ctx, requireUser(request).id),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary:
          'Zmiana własnego profilu: imię i nazwisko, nazwa organizacji, opis, adres, telefon, strona, dostępność siedziby',
        description:
          'Pola profilu organizacji (description, address_street, address_city, address_postal_code, phone, website, accessibility_features) są opcjonalne: pominięte zostają bez zmian, null lub pusty tekst je czyści. Miejscowość jest geokodowana, a oferty bez własnego adresu przenoszą się razem z organizacją.',
        body: profileUpdateSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await saveProfile(ctx.db, id, request.body);
      return loadUser(ctx, id);
    },
  );

  app.get(
    '/me/offers',
    {
      schema: {
        tags,
        security,
        summary: 'Własne oferty we wszystkich statusach, od najnowszej',
        response: { 200: z.array(offerResponse) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await selectOffers(ctx.db)
        .where(eq(offers.owner_id, user.id))
        .orderBy(desc(offers.created_at), desc(offers.id));
      return rows.map((row) => toOffer(row, { withOwnerEmail: true }));
    },
  );

  app.get(
    '/me/blog-posts',
    {
      schema: {
        tags,
        security,
        summary: 'Własne artykuły we wszystkich statusach, od najnowszego',
        response: { 200: z.array(blogPostResponse) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await selectBlogPosts(ctx.db)
        .where(eq(blogPosts.author_id, user.id))
        .orderBy(desc(blogPosts.created_at), desc(blogPosts.id));
      return rows.map((row) => toBlogPost(row, { withAuthorEmail: true }));
    },
  );

  app.get(
    '/me/blog-posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Jeden własny artykuł w dowolnym statusie (do edycji)',
        description:
          'Cudzy lub nieistniejący artykuł to 404: autor nie dowiaduje się, czy cudzy identyfikator istnieje.',
        params: idParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await findBlogPost(
        ctx.db,
        and(eq(blogPosts.id, request.params.id), eq(blogPosts.author_id, user.id))!,
      );
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      return toBlogPost(row, { withAuthorEmail: true });
    },
  );
};

export default routes;
