import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../src-public/pages/auth/redirectTarget.js';

/** The `redirect` parameter of the login page is attacker-controlled: only a same-origin path may come out. */
describe('redirectTarget', () => {
  it.each(['/dashboard', '/oferty?q=w%C3%B3zek&page=2', '/blog/artykul#komentarze', '/admin', '/profil/fundacja'])(
    'keeps the same-origin path %j',
    (path) => {
      expect(redirectTarget(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'dashboard',
    'https://zly.example/',
    '//zly.example',
    '/\\zly.example',
    '/%09/zly.example',
    '/\t/zly.example',
    '/\n/zly.example',
    '/%0a/zly.example',
    '/%5czly.example',
    '/%2f%2fzly.example',
    '/\u0000',
    '/\u007f',
    '/ok\u2028',
    'javascript:alert(1)',
    '/%E0%A4%A',
  ])('sends %j to the dashboard instead', (raw) => {
    expect(redirectTarget(raw)).toBe('/dashboard');
  });
});
