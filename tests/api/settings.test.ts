import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_CONTACT_TEXTS, PJM_VIDEO_TEXTS } from '../../shared/messagesSettings.js';
import type { PortalSettings } from '../../shared/types.js';
import { createActors, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});
afterAll(() => ctx.close());

const settings: PortalSettings = {
  portal_name: 'Portal Dostępna Łódź',
  contact_email: 'kontakt@dostepna-lodz.pl',
  terms_of_service: 'Regulamin: zasady korzystania z portalu.',
  privacy_policy: 'Polityka prywatności: jakie dane zbieramy.',
  accessibility_contact_name: 'Anna Kowalczyk',
  accessibility_contact_phone: '+48 501 234 567',
  pjm_video_url: 'https://wideo.dostepna-lodz.pl/o-portalu-pjm.mp4',
  pjm_video_captions_url: 'https://wideo.dostepna-lodz.pl/o-portalu-pjm.vtt',
  pjm_video_transcript_url: '/o-portalu#transkrypcja',
};

describe('portal settings', () => {
  it('are public texts for everyone', async () => {
    const response = await ctx.call('GET', '/api/v1/settings/public');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      portal_name: 'Portal usług inkluzywnych',
      contact_email: 'kontakt@portal-uslug.pl',
      terms_of_service: expect.stringContaining('Regulamin'),
      privacy_policy: expect.stringContaining('Polityka prywatności'),
      accessibility_contact_name: '',
      accessibility_contact_phone: '',
      pjm_video_url: '',
      pjm_video_captions_url: '',
      pjm_video_transcript_url: '',
    });
  });

  it('are read and saved by an admin, logged with before and after, and shown publicly at once', async () => {
    const before = (
      await ctx.call('GET', '/api/v1/admin/settings', { token: actors.admin.token })
    ).json<PortalSettings>();
    expect(Object.keys(before).sort()).toEqual([
      'accessibility_contact_name',
      'accessibility_contact_phone',
      'contact_email',
      'pjm_video_captions_url',
      'pjm_video_transcript_url',
      'pjm_video_url',
      'portal_name',
      'privacy_policy',
      'terms_of_service',
    ]);
    const saved = await ctx.call('PUT', '/api/v1/admin/settings', { token: actors.admin.token, json: settings });
    expect([saved.statusCode, saved.json()]).toEqual([200, settings]);
    expect((await ctx.call('GET', '/api/v1/settings/public')).json()).toEqual(settings);
    const log = (
      await ctx.call('GET', '/api/v1/admin/audit-log?filter={"entity_type":"settings"}', {
        token: actors.superadmin.token,
      })
    ).json();
    expect(log[0]).toMatchObject({ action: 'settings.update', actor_id: actors.admin.id, before, after: settings });
  });

  it('validate the portal name and contact address in Polish', async () => {
    const cases: [Partial<PortalSettings>, string][] = [
      [{ portal_name: ' ' }, 'Nazwa portalu jest wymagana.'],
      [{ contact_email: 'nie-adres' }, 'Nieprawidłowy adres email kontaktowy.'],
      [{ accessibility_contact_phone: 'zadzwoń' }, ACCESSIBILITY_CONTACT_TEXTS.phoneInvalid],
      [{ pjm_video_url: 'http://wideo.example.pl/film.mp4' }, PJM_VIDEO_TEXTS.videoInvalid],
      [{ pjm_video_captions_url: 'https://wideo.example.pl/napisy.srt' }, PJM_VIDEO_TEXTS.captionsInvalid],
      [{ pjm_video_transcript_url: 'javascript:alert(1)' }, PJM_VIDEO_TEXTS.transcriptInvalid],
      [{ pjm_video_transcript_url: '//inna-strona.example' }, PJM_VIDEO_TEXTS.transcriptInvalid],
    ];
    for (const [change, detail] of cases) {
      const response = await ctx.call('PUT', '/api/v1/admin/settings', {
        token: actors.superadmin.token,
        json: { ...settings, ...change },
      });
      expect([response.statusCode, response.json().detail]).toEqual([422, detail]);
    }
    expect((await ctx.call('GET', '/api/v1/settings/public')).json()).toEqual(settings);
  });

  it('keep the PJM video of the about page until it is cleared', async () => {
    const video = { pjm_video_url: 'https://www.youtube-nocookie.com/embed/abc123', pjm_video_transcript_url: '' };
    const saved = await ctx.call('PUT', '/api/v1/admin/settings', {
      token: actors.admin.token,
      json: { ...settings, ...video, pjm_video_captions_url: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v1/settings/public')).json()).toMatchObject(video);
    const cleared = await ctx.call('PUT', '/api/v1/admin/settings', {
      token: actors.admin.token,
      json: { ...settings, pjm_video_url: '', pjm_video_captions_url: '', pjm_video_transcript_url: '' },
    });
    expect(cleared.json()).toMatchObject({ pjm_video_url: '', pjm_video_captions_url: '' });
  });
});
