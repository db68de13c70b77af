import { z } from 'zod';
import { profileUpdateSchema } from '../../shared/schemas/auth.js';
import { blogPostResponse, offerResponse, userResponse } from '../../shared/schemas/responses.js';
import { requireUser } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { idParams } from '../http/adminAccess.js';
import { ownAccount, ownOffers, ownPost, ownPosts } from './myAccount.js';
import { saveProfile } from './profileSave.js';

/** The signed-in account: its profile and everything it wrote, in every status. */
const routes: RouteModule = (app, ctx) => {
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/profile',
    { schema: { tags, security, summary: 'Profil zalogowanego użytkownika', response: { 200: userResponse } } },
    async (request) => ownAccount(ctx.db, requireUser(request).id),
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
      return ownAccount(ctx.db, id);
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
    async (request) => ownOffers(ctx.db, requireUser(request).id),
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
    async (request) => ownPosts(ctx.db, requireUser(request).id),
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
    async (request) => ownPost(ctx.db, requireUser(request).id, request.params.id),
  );
};

export default routes;
