import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, Offer } from '../../shared/types.js';
import { categoryId, insertBlogPost, insertOffer, multipart, offerForm, uploadedPicture } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Finding 8: approved content is not swapped for something else without moderation. */
let ctx: TestContext;
let author: TestUser;
let admin: TestUser;
let rehab: string;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Zmian', company_slug: 'fundacja-zmian' });
  admin = await createUser(ctx, 'admin');
  rehab = await categoryId(ctx, 'rehabilitacja');
});
afterAll(() => ctx.close());

describe('an active offer edited by its owner', () => {
  const activeOffer = () =>
    insertOffer(ctx, author.id, {
      title: 'Wypożyczenie wózka inwalidzkiego',
      short_description: 'Lekki wózek na krótkie i długie wyjazdy.',
      long_description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
      category_id: rehab,
      contact_email: 'kontakt@fundacja.pl',
      address_city: 'Łódź',
      status: 'active',
    });
  const put = async (token: string, id: string, overrides: Record<string, string>) =>
    ctx.call('PUT', `/api/offers/${id}`, {
      token,
      ...(await multipart(offerForm(rehab, { status: 'active', ...overrides }))),
    });
  const isPublic = async (id: string) => (await ctx.call('GET', `/api/v1/offers/${id}`)).statusCode === 200;

  it.each([
    ['title', { title: 'Zupełnie inna oferta niż zatwierdzona' }],
    ['short description', { short_description: 'Inny opis, którego nikt nie sprawdził.' }],
    ['description', { description: 'Nowa treść opisu oferty, której moderator jeszcze nie widział, długa.' }],
    // What a visitor reads as part of the offer counts as approved content too.
    ['contact person', { contact_person_name: 'Konsultant Banku – zadzwoń natychmiast' }],
    ['street', { offer_specific_address_street: 'ul. Zupełnie Inna 1' }],
    ['price type', { price_type: 'deposit_required', price_amount: '100' }],
    ['price', { price_type: 'paid', price_amount: '35,50' }],
  ])('goes back to approval and is hidden when the %s changes', async (_field, change) => {
    const id = await activeOffer();
    expect(await isPublic(id)).toBe(true);
    const response = await put(author.token, id, change);
    expect(response.statusCode).toBe(200);
    expect(response.json<Offer>().status).toBe('pending_approval');
    expect(await isPublic(id)).toBe(false);
  });

  it('stays active when only contact details, address or expiry change', async () => {
    const id = await activeOffer();
    const response = await put(author.token, id, {
      contact_email: 'nowy-kontakt@fundacja.pl',
      contact_phone: '+48 600 100 200',
      offer_specific_address_city: 'Kraków',
    });
    expect(response.json<Offer>().status).toBe('active');
    expect(await isPublic(id)).toBe(true);
  });

  it('goes back to approval when only the amount of a paid offer changes', async () => {
    const id = await insertOffer(ctx, author.id, {
      title: 'Wypożyczenie wózka inwalidzkiego',
      short_description: 'Lekki wózek na krótkie i długie wyjazdy.',
      long_description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
      category_id: rehab,
      contact_email: 'kontakt@fundacja.pl',
      address_city: 'Łódź',
      price_type: 'paid',
      price: 35.5,
      status: 'active',
    });
    const same = await put(author.token, id, { price_type: 'paid', price_amount: '35,50' });
    expect(same.json<Offer>().status).toBe('active');
    const dearer = await put(author.token, id, { price_type: 'paid', price_amount: '3550' });
    expect(dearer.json<Offer>().status).toBe('pending_approval');
  });

  it('stays active when an admin edits it', async () => {
    const id = await activeOffer();
    const response = await put(admin.token, id, { title: 'Tytuł poprawiony przez administratora' });
    expect(response.json<Offer>().status).toBe('active');
  });
});

describe('a published article edited by its author', () => {
  const base = {
    title: 'Dostępny tramwaj',
    content: '<p>Niska podłoga i rampa.</p>',
    excerpt: 'Jak wsiąść z wózkiem.',
    article_type_category_id: 'article' as const,
    tags: ['transport'],
    payment_option: 'free' as const,
  };
  let counter = 0;
  const publishedArticle = async () => {
    counter += 1;
    const slug = `dostepny-tramwaj-${counter}`;
    const id = await insertBlogPost(ctx, author.id, { ...base, slug, status: 'published' });
    return { id, slug };
  };
  const put = (token: string, id: string, json: Record<string, unknown>) =>
    ctx.call('PUT', `/api/v1/blog-posts/${id}`, { token, json: { ...base, status: 'published', ...json } });

  it.each([
    ['title', { title: 'Zupełnie inny artykuł' }],
    ['content', { content: '<p>Podmieniona treść.</p>' }],
    ['tags', { tags: ['transport', 'darmowe-bilety-kliknij-tutaj'] }],
  ])('goes back to approval and is hidden when the %s changes', async (_field, change) => {
    const { id, slug } = await publishedArticle();
    const response = await put(author.token, id, { slug, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json<BlogPost>().status).toBe('pending_approval');
    expect((await ctx.call('GET', `/api/v1/blog-posts/${slug}`)).statusCode).toBe(404);
  });

  it('goes back to approval and is hidden when the featured image changes (pictures are uploads only)', async () => {
    const { id, slug } = await publishedArticle();
    const picture = await uploadedPicture(ctx, author.token);
    const response = await put(author.token, id, { slug, featured_image_url: picture, featured_image_alt: 'Tramwaj' });
    expect(response.statusCode).toBe(200);
    expect(response.json<BlogPost>().status).toBe('pending_approval');
    expect((await ctx.call('GET', `/api/v1/blog-posts/${slug}`)).statusCode).toBe(404);
  });

  it('stays published when nothing substantive changes, and when an admin edits it', async () => {
    const { id, slug } = await publishedArticle();
    expect((await put(author.token, id, { slug })).json<BlogPost>().status).toBe('published');
    const byAdmin = await put(admin.token, id, { slug, title: 'Tytuł poprawiony przez administratora' });
    expect(byAdmin.json<BlogPost>().status).toBe('published');
  });
});
