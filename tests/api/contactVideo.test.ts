import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { OFFER_LIMITS } from '../../shared/limits.js';
import { CONTACT_CHANNEL_TEXTS } from '../../shared/messagesContact.js';
import type { Offer } from '../../shared/types.js';
import { createOfferAuthors, sendOfferForm } from './contentFixtures.js';
import type { TestContext, TestUser } from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let category: string;

beforeAll(async () => {
  ({ ctx, owner, admin, category } = await createOfferAuthors('Stowarzyszenie Migam', 'tlumaczenie-pjm'));
});
afterAll(() => ctx.close());

const VIDEO = 'https://meet.example.pl/tlumacz-pjm';
const save = (fields: Record<string, string>) => sendOfferForm(ctx, owner, category, fields);

describe('contact_video_url: a video call for contact in PJM', () => {
  it('is saved, shown to visitors and exported with the owner’s data', async () => {
    const created = await save({ contact_video_url: ` ${VIDEO} `, status: 'pending_approval' });
    expect(created.statusCode).toBe(201);
    const offer = created.json<Offer>();
    expect(offer.contact_video_url).toBe(VIDEO);
    const shown = await ctx.call('GET', `/api/v1/offers/${offer.id}`, { token: owner.token });
    expect(shown.json<Offer>().contact_video_url).toBe(VIDEO);
    const exported = await ctx.call('GET', '/api/v1/users/me/export', { token: owner.token });
    expect(exported.json<{ offers: Offer[] }>().offers.map((row) => row.contact_video_url)).toEqual([VIDEO]);
  });

  it('is optional: left empty it is null', async () => {
    const created = await save({ contact_video_url: '' });
    expect([created.statusCode, created.json<Offer>().contact_video_url]).toEqual([201, null]);
  });

  it.each([
    ['an unencrypted address', 'http://meet.example.pl/pokoj'],
    ['not an address', 'pokój 12'],
    ['a script', 'javascript:alert(1)'],
    ['a line break inside', 'https://meet.example.pl/\npokoj'],
    ['too long', `https://meet.example.pl/${'a'.repeat(OFFER_LIMITS.videoUrlMax)}`],
  ])('refuses %s with the Polish message and saves nothing', async (_case, value) => {
    const before = await ctx.db.$count(offers);
    const response = await save({ contact_video_url: value });
    expect(response.statusCode).toBe(422);
    expect(await ctx.db.$count(offers)).toBe(before);
    expect(response.json().errors).toContainEqual({
      field: 'contact_video_url',
      message: CONTACT_CHANNEL_TEXTS.videoUrl,
    });
  });

  it('is set, refused and cleared by an administrator in the back office', async () => {
    const offer = (await save({})).json<Offer>();
    const url = `/api/v1/admin/offers/${offer.id}`;
    const set = await ctx.call('PUT', url, { token: admin.token, json: { contact_video_url: VIDEO } });
    expect([set.statusCode, set.json<Offer>().contact_video_url]).toEqual([200, VIDEO]);
    const wrong = await ctx.call('PUT', url, { token: admin.token, json: { contact_video_url: 'http://x.pl' } });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, CONTACT_CHANNEL_TEXTS.videoUrl]);
    const cleared = await ctx.call('PUT', url, { token: admin.token, json: { contact_video_url: null } });
    expect([cleared.statusCode, cleared.json<Offer>().contact_video_url]).toEqual([200, null]);
  });
});
