import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutPortalPage from '../../../src-public/pages/info/AboutPortalPage';
import type { PortalSettings } from '../../../shared/types';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: PortalSettings = {
  portal_name: 'Portal usług inkluzywnych',
  contact_email: 'kontakt@example.pl',
  terms_of_service: '',
  privacy_policy: '',
  accessibility_contact_name: '',
  accessibility_contact_phone: '',
  pjm_video_url: '',
  pjm_video_captions_url: '',
  pjm_video_transcript_url: '',
};

function renderAbout(video: Partial<PortalSettings>) {
  mockFetch({ 'GET /api/v1/settings/public': () => jsonResponse({ ...SETTINGS, ...video }) });
  return renderPublic(<AboutPortalPage />, { route: '/o-portalu' });
}

describe("'O portalu': the video in Polish Sign Language", () => {
  it('plays a video file in the browser’s own player with captions and a transcript link', async () => {
    const { container } = renderAbout({
      pjm_video_url: 'https://wideo.example.pl/o-portalu.mp4',
      pjm_video_captions_url: 'https://wideo.example.pl/o-portalu.vtt',
      pjm_video_transcript_url: '/o-portalu-transkrypcja',
    });
    expect(await screen.findByRole('heading', { name: 'O portalu w polskim języku migowym (PJM)' })).toBeVisible();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Film: o portalu w polskim języku migowym');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', 'https://wideo.example.pl/o-portalu.vtt');
    expect(track).toHaveAttribute('srclang', 'pl');
    expect(screen.getByRole('link', { name: 'Transkrypcja filmu (tekst)' })).toHaveAttribute(
      'href',
      '/o-portalu-transkrypcja',
    );
  });

  it('shows a video service’s https player in a frame named after the film', async () => {
    renderAbout({ pjm_video_url: 'https://www.youtube-nocookie.com/embed/abc123' });
    const frame = await screen.findByTitle('Film: o portalu w polskim języku migowym');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
    expect(screen.queryByRole('link', { name: 'Transkrypcja filmu (tekst)' })).not.toBeInTheDocument();
  });

  it('has no video slot when no video is set', async () => {
    renderAbout({});
    expect(await screen.findByRole('heading', { name: 'Co znajdziesz w portalu' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /polskim języku migowym/ })).not.toBeInTheDocument();
  });
});
