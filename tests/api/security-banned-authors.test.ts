import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResult } from '../../shared/types.js';
import { insertBlogPost } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** A banned author's articles disappear from every public read, as a banned owner's offers do. */
let ctx: TestContext;
let staticDir: string;
let superadmin: TestUser;
let banned: TestUser;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'portal-banned-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html lang="pl"><head><title>Szablon</title></head></html>',
  );
  writeFileSync(path.join(staticDir, 'admin.html'), '<!doctype html><html lang="pl"><title>Panel</title></html>');
  ctx = await createTestContext({ staticDir });
  superadmin = await createUser(ctx, 'superadmin');
  banned = await createUser(ctx, 'ngo', { organization_name: 'Zbanowane Stowarzyszenie', company_slug: 'zbanowane' });
  const allowed = await createUser(ctx, 'ngo', { organization_name: 'Zwykłe Stowarzyszenie', company_slug: 'zwykle' });
  await insertBlogPost(ctx, banned.id, { slug: 'artykul-zbanowanego', title: 'Artykuł zbanowanego autora' });
  await insertBlogPost(ctx, allowed.id, { slug: 'artykul-zwykly', title: 'Artykuł zwykłego autora' });
  const ban = await ctx.call('PATCH', `/api/v1/admin/users/${banned.id}/ban`, {
    token: superadmin.token,
    json: { ban: true, reason: 'Treści niezgodne z regulaminem portalu.', ground: 'terms' },
  });
  expect(ban.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("a banned author's articles", () => {
  it('leave the blog list, its total and the home page list', async () => {
    for (const url of ['/api/v1/blog-posts', '/api/v1/blog-posts?per_page=3', '/api/v1/blog-posts?q=artyku%C5%82']) {
      const list = (await ctx.call('GET', url)).json<BlogListResult>();
      expect(
        list.items.map((item) => item.slug),
        url,
      ).toEqual(['artykul-zwykly']);
      expect(list.total, url).toBe(1);
    }
  });

  it('answer 404 as an article, on the API and as a server-rendered page with its head', async () => {
    const api = await ctx.call('GET', '/api/v1/blog-posts/artykul-zbanowanego');
    expect(api.statusCode).toBe(404);
    const page = await ctx.call('GET', '/blog/artykul-zbanowanego');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Artykuł zbanowanego autora');
    expect((await ctx.call('GET', '/blog/artykul-zwykly')).body).toContain('Artykuł zwykłego autora');
  });

  it('leave the RSS feed and the sitemap', async () => {
    const feed = (await ctx.call('GET', '/blog/rss.xml')).body;
    expect(feed).toContain('/blog/artykul-zwykly');
    expect(feed).not.toContain('artykul-zbanowanego');
    const sitemap = (await ctx.call('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/artykul-zwykly');
    expect(sitemap).not.toContain('artykul-zbanowanego');
  });

  it('come back when the ban is lifted', async () => {
    await ctx.call('PATCH', `/api/v1/admin/users/${banned.id}/ban`, { token: superadmin.token, json: { ban: false } });
    expect((await ctx.call('GET', '/api/v1/blog-posts/artykul-zbanowanego')).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v1/blog-posts')).json<BlogListResult>().total).toBe(2);
  });
});
