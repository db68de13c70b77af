import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';
import { categoryId, insertBlogPost, insertOffer } from './contentFixtures.js';

/** The HTML the server sends for the public app's addresses, as a crawler or a link preview reads it (no JavaScript). */
const SHELL = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Opis z szablonu" />
    <title>Tytuł z szablonu</title>
    <script type="module" src="/assets/main-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE = 'Wózki </script><script>alert(1)</script> "cudzysłów" & <b>';

let ctx: TestContext;
let ngo: TestUser;
let staticDir: string;
let offerId: string;
let hostileOfferId: string;
let draftOfferId: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-pages-'));
  writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  writeFileSync(path.join(staticDir, 'admin.html'), '<!doctype html><html lang="pl"><title>Panel</title></html>');
  ctx = await createTestContext({ staticDir });
  ngo = await createUser(ctx, 'ngo', {
    organization_name: 'Stowarzyszenie Testowe',
    company_slug: 'stowarzyszenie-testowe',
  });
  const category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
  offerId = await insertOffer(ctx, ngo.id, {
    title: 'Wypożyczenie wózka aktywnego',
    short_description: 'Lekki wózek na tygodnie i miesiące.',
    category_id: category,
    price_type: 'paid',
    price: 120,
    min_age: 3,
    max_age: 16,
    address_city: 'Łódź',
    image_urls: ['/uploads/wozek.webp'],
    image_alt: 'Składany wózek aktywny z czarną ramą',
  });
  hostileOfferId = await insertOffer(ctx, ngo.id, { title: HOSTILE, short_description: HOSTILE });
  draftOfferId = await insertOffer(ctx, ngo.id, { title: 'Szkic, którego nikt nie widzi', status: 'draft' });
  await insertBlogPost(ctx, ngo.id, {
    slug: 'dostepna-lodz',
    title: 'Dostępna Łódź – przewodnik',
    excerpt: 'Jak poruszać się po mieście na wózku.',
    featured_image_url: '/uploads/lodz.jpg',
    featured_image_alt: 'Plac Wolności z obniżonymi krawężnikami',
    tags: ['transport'],
  });
  await insertBlogPost(ctx, ngo.id, {
    slug: 'szkic-artykulu',
    title: 'Szkic artykułu',
    status: 'draft',
    published_at: null,
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await ctx.call('GET', url);
  const document = new JSDOM(response.body).window.document;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { response, document, meta, jsonLd, ofType: (type: string) => jsonLd.find((data) => data['@type'] === type) };
}

describe('an offer page fetched without JavaScript', () => {
  it('carries its title, description, canonical address, Open Graph and Twitter card', async () => {
    const { response, document, meta } = await page(`/offer/${offerId}`);
    expect(response.statusCode).toBe(200);
    expect(document.title).toBe('Wypożyczenie wózka aktywnego – Portal usług inkluzywnych');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Lekki wózek na tygodnie i miesiące.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://portal.test/offer/${offerId}`,
    );
    expect(meta('meta[property="og:title"]')).toBe('Wypożyczenie wózka aktywnego – Portal usług inkluzywnych');
    expect(meta('meta[property="og:url"]')).toBe(`http://portal.test/offer/${offerId}`);
    expect(meta('meta[property="og:locale"]')).toBe('pl_PL');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe('http://portal.test/uploads/wozek.webp');
    expect(meta('meta[property="og:image:alt"]')).toBe('Składany wózek aktywny z czarną ramą');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="robots"]')).toBeNull();
    // The shell's own scripts stay, so the app still starts.
    expect(document.querySelector('script[src="/assets/main-abc.js"]')).not.toBeNull();
    expect(document.querySelector('meta[charset]')).toBe(document.head.firstElementChild);
  });

  it('describes the offer as a Service with an Offer (price, currency, area, provider) and a breadcrumb trail', async () => {
    const { ofType } = await page(`/offer/${offerId}`);
    const service = ofType('Service')!;
    expect(service['@context']).toBe('https://schema.org');
    expect(service.name).toBe('Wypożyczenie wózka aktywnego');
    expect(service.areaServed).toEqual({ '@type': 'City', name: 'Łódź' });
    expect(service.provider).toEqual({
      '@type': 'Organization',
      name: 'Stowarzyszenie Testowe',
      url: 'http://portal.test/profil/stowarzyszenie-testowe',
    });
    expect(service.offers).toMatchObject({ '@type': 'Offer', price: 120, priceCurrency: 'PLN' });
    expect(service.audience).toEqual({ '@type': 'PeopleAudience', suggestedMinAge: 3, suggestedMaxAge: 16 });
    const trail = ofType('BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[];
    expect(trail.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
    expect(trail.at(-1)).toMatchObject({
      name: 'Wypożyczenie wózka aktywnego',
      item: `http://portal.test/offer/${offerId}`,
    });
  });

  it('keeps a hostile title inert: no script is added, the text reads as it was typed', async () => {
    const { response, document, meta, ofType } = await page(`/offer/${hostileOfferId}`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('</script><script>');
    expect(
      [...document.querySelectorAll('script')].every(
        (script) => !script.textContent?.includes('alert(1)') || script.getAttribute('type') === 'application/ld+json',
      ),
    ).toBe(true);
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(1);
    expect(document.title).toBe(`${HOSTILE} – Portal usług inkluzywnych`);
    expect(meta('meta[property="og:description"]')).toBe(HOSTILE);
    expect(ofType('Service')!.name).toBe(HOSTILE);
    // An offer without age limits names no audience rather than one of every age.
    expect(ofType('Service')!.audience).toBeUndefined();
  });

  it.each([
    ['a draft', () => `/offer/${draftOfferId}`],
    ['a missing offer', () => '/offer/00000000-0000-4000-8000-000000000000'],
    ['an address that is no offer id', () => '/offer/jakas-oferta'],
  ])('%s answers 404 with the app and noindex, without its title', async (_name, url) => {
    const { response, document, meta, jsonLd } = await page(url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.title).toBe('Nie znaleziono strony – Portal usług inkluzywnych');
    expect(response.body).not.toContain('Szkic, którego');
    expect(jsonLd).toEqual([]);
    expect(document.querySelector('#root')).not.toBeNull();
  });
});

describe('pictures of older content at other sites', () => {
  it('never become og:image or a JSON-LD image of an offer or article', async () => {
    const owner = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Obrazków', company_slug: 'obrazki' });
    const id = await insertOffer(ctx, owner.id, {
      title: 'Oferta ze zdjęciem z innej strony',
      image_urls: ['https://sledzacy.example.com/piksel.jpg'],
      image_alt: 'Zdjęcie',
    });
    await insertBlogPost(ctx, owner.id, {
      slug: 'artykul-ze-zdjeciem-z-innej-strony',
      title: 'Artykuł ze zdjęciem z innej strony',
      featured_image_url: 'https://sledzacy.example.com/piksel.jpg',
      featured_image_alt: 'Zdjęcie',
    });
    for (const path of [`/offer/${id}`, '/blog/artykul-ze-zdjeciem-z-innej-strony']) {
      const { response, meta } = await page(path);
      expect(response.statusCode).toBe(200);
      expect(meta('meta[property="og:image"]')).toBeNull();
      expect(meta('meta[name="twitter:image"]')).toBeNull();
      expect(response.body).not.toContain('sledzacy.example.com');
    }
  });
});

describe('an article page', () => {
  it('carries meta tags and a BlogPosting with its author, dates and image', async () => {
    const { response, document, meta, ofType } = await page('/blog/dostepna-lodz');
    expect(response.statusCode).toBe(200);
    expect(document.title).toBe('Dostępna Łódź – przewodnik – Portal usług inkluzywnych');
    expect(meta('meta[name="description"]')).toBe('Jak poruszać się po mieście na wózku.');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe('http://portal.test/uploads/lodz.jpg');
    expect(meta('meta[property="og:image:alt"]')).toBe('Plac Wolności z obniżonymi krawężnikami');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://portal.test/blog/dostepna-lodz',
    );
    const post = ofType('BlogPosting')!;
    expect(post).toMatchObject({
      headline: 'Dostępna Łódź – przewodnik',
      image: 'http://portal.test/uploads/lodz.jpg',
      author: { '@type': 'Organization', name: 'Stowarzyszenie Testowe' },
      publisher: { '@type': 'Organization' },
      keywords: 'transport',
    });
    expect(Date.parse(post.datePublished as string)).not.toBeNaN();
    expect(Date.parse(post.dateModified as string)).not.toBeNaN();
    expect(ofType('BreadcrumbList')).toBeDefined();
  });

  it.each(['/blog/szkic-artykulu', '/blog/nie-ma-takiego'])(
    '%s (draft or missing) is a 404 with noindex',
    async (url) => {
      const { response, meta } = await page(url);
      expect(response.statusCode).toBe(404);
      expect(meta('meta[name="robots"]')).toBe('noindex');
    },
  );
});

describe('a profile page', () => {
  it('describes an NGO as an NGO', async () => {
    const { response, document, ofType } = await page('/profil/stowarzyszenie-testowe');
    expect(response.statusCode).toBe(200);
    expect(document.title).toBe('Stowarzyszenie Testowe – Portal usług inkluzywnych');
    expect(ofType('NGO')).toMatchObject({
      name: 'Stowarzyszenie Testowe',
      url: 'http://portal.test/profil/stowarzyszenie-testowe',
    });
  });

  it('answers 404 for a profile that does not exist', async () => {
    expect((await page('/profil/nikt-taki')).response.statusCode).toBe(404);
  });
});

describe('fixed pages', () => {
  it('the home page describes the site with a SearchAction', async () => {
    const { response, document, ofType } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(document.title).toBe('Portal usług inkluzywnych');
    const site = ofType('WebSite')!;
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'http://portal.test/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it.each([
    ['/search', 'Wyszukiwarka ofert'],
    ['/blog', 'Blog'],
    ['/faq', 'Najczęstsze pytania'],
    ['/deklaracja-dostepnosci', 'Deklaracja dostępności'],
  ])('%s has its own title and a canonical address', async (url, title) => {
    const { response, document } = await page(url);
    expect(response.statusCode).toBe(200);
    expect(document.title).toBe(`${title} – Portal usług inkluzywnych`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://portal.test${url}`);
  });

  it.each(['/login', '/dashboard', '/reset-hasla'])('%s is not for search engines (noindex)', async (url) => {
    const { response, meta } = await page(url);
    expect(response.statusCode).toBe(200);
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it("names the portal as its settings do: title, og:site_name, the app's application-name and the feed", async () => {
    // Renamed as an admin does it: the settings the pages read are cached, and the save is what clears them.
    const admin = await createUser(ctx, 'admin');
    const rename = async (portal_name: string) => {
      const settings = (await ctx.call('GET', '/api/v1/admin/settings', { token: admin.token })).json<object>();
      const saved = await ctx.call('PUT', '/api/v1/admin/settings', {
        token: admin.token,
        json: { ...settings, portal_name },
      });
      expect(saved.statusCode).toBe(200);
    };
    await rename('Fundacja „Razem” – usługi');
    try {
      const { document, meta } = await page('/blog');
      expect(document.title).toBe('Blog – Fundacja „Razem” – usługi');
      expect(meta('meta[property="og:site_name"]')).toBe('Fundacja „Razem” – usługi');
      expect(meta('meta[name="application-name"]')).toBe('Fundacja „Razem” – usługi');
      const feed = await ctx.call('GET', '/blog/rss.xml');
      expect(parseXml(feed.body).querySelector('channel > title')?.textContent).toBe(
        'Blog – najnowsze artykuły – Fundacja „Razem” – usługi',
      );
    } finally {
      await rename('Portal usług inkluzywnych');
    }
  });

  it('every page links the blog feed', async () => {
    for (const url of ['/', `/offer/${offerId}`, '/nie-ma-takiej-strony']) {
      const { document } = await page(url);
      const alternate = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(alternate?.getAttribute('href')).toBe('http://portal.test/blog/rss.xml');
    }
  });
});

describe('unknown addresses', () => {
  it.each(['/nie-ma-takiej-strony', '/blog/a/b', '/offer'])(
    '%s answers 404 with the same app (its not-found page)',
    async (url) => {
      const { response, document, meta } = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(document.querySelector('#root')).not.toBeNull();
      expect(meta('meta[name="robots"]')).toBe('noindex');
    },
  );

  it('the back office still gets its own page', async () => {
    const response = await ctx.call('GET', '/admin/users');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Panel</title>');
  });
});

function parseXml(body: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(body, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('the sitemap', () => {
  it('is listed in robots.txt', async () => {
    const response = await ctx.call('GET', '/robots.txt');
    expect(response.body.split('\n')).toContain('Sitemap: http://portal.test/sitemap.xml');
  });

  it('lists public offers, articles, profiles and informational pages with lastmod, nothing that is not public', async () => {
    const response = await ctx.call('GET', '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...document.getElementsByTagName('url')];
    const locations = urls.map((url) => url.getElementsByTagName('loc')[0].textContent);
    expect(locations).toContain(`http://portal.test/offer/${offerId}`);
    expect(locations).toContain('http://portal.test/blog/dostepna-lodz');
    expect(locations).toContain('http://portal.test/profil/stowarzyszenie-testowe');
    expect(locations).toContain('http://portal.test/faq');
    expect(locations).toContain('http://portal.test/');
    expect(locations).not.toContain(`http://portal.test/offer/${draftOfferId}`);
    expect(locations).not.toContain('http://portal.test/blog/szkic-artykulu');
    expect(locations).not.toContain('http://portal.test/login');
    for (const url of urls) expect(Date.parse(url.getElementsByTagName('lastmod')[0]?.textContent ?? '')).not.toBeNaN();
  });

  it('becomes an index of numbered files when the addresses do not fit one file', async () => {
    const { sitemapFile, sitemapRoot } = await import('../../server/pages/sitemap.js');
    const index = parseXml(await sitemapRoot(ctx.db, 'http://portal.test', 10));
    expect(index.documentElement.localName).toBe('sitemapindex');
    const files = [...index.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(files[0]).toBe('http://portal.test/sitemap/1.xml');
    const all: string[] = [];
    for (let number = 1; number <= files.length; number += 1) {
      const file = parseXml((await sitemapFile(ctx.db, 'http://portal.test', number, 10))!);
      const locations = [...file.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
      expect(locations.length).toBeLessThanOrEqual(10);
      all.push(...locations);
    }
    const whole = parseXml(await sitemapRoot(ctx.db, 'http://portal.test'));
    expect(all).toEqual([...whole.getElementsByTagName('loc')].map((loc) => loc.textContent));
    expect(await sitemapFile(ctx.db, 'http://portal.test', files.length + 1, 10)).toBeUndefined();
  });

  it('answers 404 for a numbered file while everything fits one sitemap', async () => {
    expect((await ctx.call('GET', '/sitemap/1.xml')).statusCode).toBe(404);
  });
});

describe('the blog feed', () => {
  it('is RSS 2.0 with the published articles only, newest first', async () => {
    const response = await ctx.call('GET', '/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.localName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0];
    for (const tag of ['title', 'link', 'description'])
      expect(channel.getElementsByTagName(tag)[0]?.textContent).toBeTruthy();
    const items = [...document.getElementsByTagName('item')];
    const links = items.map((item) => item.getElementsByTagName('link')[0].textContent);
    expect(links).toContain('http://portal.test/blog/dostepna-lodz');
    expect(links).not.toContain('http://portal.test/blog/szkic-artykulu');
    for (const item of items) {
      expect(item.getElementsByTagName('title')[0].textContent).toBeTruthy();
      expect(Date.parse(item.getElementsByTagName('pubDate')[0].textContent ?? '')).not.toBeNaN();
    }
  });
});
