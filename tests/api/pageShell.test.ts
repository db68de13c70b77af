import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

/** A build's page as Vite writes it: the a11y settings script inline (scripts/inlineScript.ts), then the app's tags. */
const SETTINGS_SCRIPT = `(function () {
  document.documentElement.classList.add('font-size-' + (localStorage.getItem('accessibility-fontSize') || 'base'));
})();`;
const SHELL = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <title>Portal</title>
    <script>${SETTINGS_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The build's manifest: the landing pages share a kit, which imports the entry's React chunk and has its own styles. */
const MANIFEST = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/main-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_page-kit-1.js': { file: 'assets/page-kit-1.js', imports: ['index.html', '_react-1.js'], css: ['assets/kit-1.css'] },
  'src-public/pages/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['index.html', '_page-kit-1.js'] },
  'src-public/pages/offer/OfferPage.tsx': { file: 'assets/OfferPage-1.js', imports: ['index.html', '_page-kit-1.js'] },
  'src-public/pages/blog/BlogListPage.tsx': { file: 'assets/BlogListPage-1.js', imports: ['index.html'] },
};

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  writeFileSync(path.join(staticDir, 'admin.html'), '<!doctype html><html lang="pl"><title>Panel</title></html>');
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ctx = await createTestContext({ staticDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function scriptSources(header: unknown): string[] {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

async function page(url: string) {
  const response = await ctx.call('GET', url);
  return { response, document: new JSDOM(response.body).window.document };
}

describe('the inline accessibility settings script', () => {
  it.each(['/', '/search', '/offer/00000000-0000-4000-8000-000000000000', '/nie-ma-takiej-strony'])(
    'is allowed on %s by the sha256 of the text the page carries, and by nothing broader',
    async (url) => {
      const { response, document } = await page(url);
      const inline = [...document.querySelectorAll('script:not([src]):not([type])')].map(
        (script) => script.textContent,
      );
      expect(inline).toEqual([SETTINGS_SCRIPT]);
      const hash = createHash('sha256').update(SETTINGS_SCRIPT, 'utf8').digest('base64');
      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'", `'sha256-${hash}'`]);
    },
  );

  it('is allowed only on pages: an API answer keeps script-src to the portal itself', async () => {
    const response = await ctx.call('GET', '/api/v1/categories');
    expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});

describe("a landing page's code in its HTML", () => {
  const links = (document: Document, rel: string) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

  it("names the home page's chunks and styles beyond the app's own, after the app's tags", async () => {
    const { document } = await page('/');
    expect(links(document, 'modulepreload')).toEqual([
      '/assets/react-1.js',
      '/assets/HomePage-1.js',
      '/assets/page-kit-1.js',
    ]);
    expect(links(document, 'stylesheet')).toEqual(['/assets/main-1.css', '/assets/kit-1.css']);
    const preload = document.querySelector('link[href="/assets/HomePage-1.js"]');
    expect(preload?.getAttribute('crossorigin')).toBe('');
  });

  it("names an offer's page chunks, whatever the offer", async () => {
    const { document } = await page('/offer/00000000-0000-4000-8000-000000000000');
    expect(links(document, 'modulepreload')).toEqual([
      '/assets/react-1.js',
      '/assets/OfferPage-1.js',
      '/assets/page-kit-1.js',
    ]);
  });

  it('names nothing more on other pages', async () => {
    for (const url of ['/blog', '/offer', '/search/extra']) {
      const { document } = await page(url);
      expect(links(document, 'modulepreload')).toEqual(['/assets/react-1.js']);
      expect(links(document, 'stylesheet')).toEqual(['/assets/main-1.css']);
    }
  });
});
