import { and, eq } from 'drizzle-orm';
import { ARTICLE_TYPE_LABELS } from '../../shared/labels/blog.js';
import { PRICE_TYPE_LABELS } from '../../shared/labels/offers.js';
import { NOT_FOUND_TITLE, shortDescription, SITE_DESCRIPTION } from '../../shared/pageMeta.js';
import { contentPageAt, fixedPageAt, PUBLIC_PAGES, type ContentPageKey } from '../../shared/publicPages.js';
import { isUploadUrl, UUID_PATTERN } from '../../shared/schemas/common.js';
import type { Db } from '../db/index.js';
import { htmlText } from '../blog/htmlText.js';
import { blogPosts, users } from '../db/schema.js';
import { findBlogPost, publicBlogPostCondition } from '../blog/queries.js';
import { findOffer } from '../offers/queries.js';
import { sharedListExists } from '../favourites/favourites.js';
import { SHARED_LIST_ID_PATTERN } from '../../shared/schemas/favourites.js';
import { publicProfileCondition } from '../users/profiles.js';
import { absoluteUrl, type PageHead } from './head.js';
import { articleJsonLd, breadcrumbs, offerJsonLd, organizationJsonLd, websiteJsonLd } from './jsonLd.js';
import { displayName } from '../../shared/displayName.js';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

function notFoundPage(publicUrl: string, path: string): ResolvedPage {
  return {
    status: 404,
    head: {
      title: NOT_FOUND_TITLE,
      description: SITE_DESCRIPTION,
      url: publicUrl + path,
      ogType: 'website',
      noindex: true,
      jsonLd: [],
    },
  };
}

async function offerPage(db: Db, publicUrl: string, path: string, id: string): Promise<ResolvedPage> {
  const row = UUID_PATTERN.test(id) ? await findOffer(db, id) : undefined;
  // Drafts and offers waiting for approval answer like missing ones: their owner still sees them in the app.
  if (!row?.is_public) return notFoundPage(publicUrl, path);
  const url = publicUrl + path;
  // Only the portal's own pictures (older content may still name another site's): og:image never points elsewhere.
  const image = row.image_urls.find(isUploadUrl);
  const trail: { name: string; url: string }[] = [
    { name: PUBLIC_PAGES.search.title, url: publicUrl + PUBLIC_PAGES.search.path },
  ];
  if (row.category?.slug && row.category.name)
    trail.push({
      name: row.category.name,
      url: `${publicUrl}${PUBLIC_PAGES.search.path}?category=${encodeURIComponent(row.category.slug)}`,
    });
  trail.push({ name: row.title, url });
  return {
    status: 200,
    head: {
      title: row.title,
      description: shortDescription(row.short_description),
      url,
      ogType: 'website',
      image: image ? { url: absoluteUrl(publicUrl, image), alt: row.image_alt ?? '' } : undefined,
      noindex: false,
      jsonLd: [offerJsonLd(row, url, publicUrl, PRICE_TYPE_LABELS[row.price_type]), breadcrumbs(publicUrl, trail)],
    },
  };
}

async function articlePage(
  db: Db,
  publicUrl: string,
  path: string,
  slug: string,
  portalName: string,
): Promise<ResolvedPage> {
  const row = await findBlogPost(db, and(eq(blogPosts.slug, slug), publicBlogPostCondition)!);
  if (!row) return notFoundPage(publicUrl, path);
  const url = publicUrl + path;
  const description = shortDescription(row.meta_description || row.excerpt || htmlText(row.content));
  const image =
    row.featured_image_url && isUploadUrl(row.featured_image_url)
      ? { url: absoluteUrl(publicUrl, row.featured_image_url), alt: row.featured_image_alt ?? '' }
      : undefined;
  return {
    status: 200,
    head: {
      title: row.meta_title || row.title,
      description,
      url,
      ogType: 'article',
      image,
      noindex: false,
      jsonLd: [
        articleJsonLd(row, { url, description, publicUrl, portalName, image: image?.url }),
        breadcrumbs(publicUrl, [
          { name: PUBLIC_PAGES.blog.title, url: publicUrl + PUBLIC_PAGES.blog.path },
          {
            name: ARTICLE_TYPE_LABELS[row.article_type_category_id],
            url: `${publicUrl}${PUBLIC_PAGES.blog.path}?type=${row.article_type_category_id}`,
          },
          { name: row.title, url },
        ]),
      ],
    },
  };
}

async function profilePage(
  db: Db,
  publicUrl: string,
  path: string,
  slug: string,
  portalName: string,
): Promise<ResolvedPage> {
  const [account] = await db
    .select({
      organization_name: users.organization_name,
      full_name: users.full_name,
      company_slug: users.company_slug,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.company_slug, slug), publicProfileCondition))
    .limit(1);
  if (!account?.company_slug) return notFoundPage(publicUrl, path);
  const name = displayName({ ...account, email: null });
  const url = publicUrl + path;
  return {
    status: 200,
    head: {
      title: name,
      description: `${name}: profil organizacji i jej aktualne oferty w portalu ${portalName}.`,
      url,
      ogType: 'profile',
      noindex: false,
      jsonLd: [organizationJsonLd(name, account.role, url)],
    },
  };
}

/** A shared list is nobody's public page: it opens for whoever has the link, and no search engine lists it. */
async function sharedListPage(db: Db, publicUrl: string, path: string, id: string): Promise<ResolvedPage> {
  const found = SHARED_LIST_ID_PATTERN.test(id) && (await sharedListExists(db, id));
  if (!found) return notFoundPage(publicUrl, path);
  return {
    status: 200,
    head: {
      title: PUBLIC_PAGES.sharedList.title,
      description: SITE_DESCRIPTION,
      url: publicUrl + path,
      ogType: 'website',
      noindex: true,
      jsonLd: [],
    },
  };
}

type ContentHead = (db: Db, publicUrl: string, path: string, key: string, portalName: string) => Promise<ResolvedPage>;

/** How the head of each content page is read: its parameter names one offer, article or profile. */
const CONTENT_HEADS: Record<ContentPageKey, ContentHead> = {
  offer: (db, publicUrl, path, id) => offerPage(db, publicUrl, path, id),
  article: articlePage,
  profile: profilePage,
  sharedList: (db, publicUrl, path, id) => sharedListPage(db, publicUrl, path, id),
};

/** Which page of the public app an address shows, with its head from the database; unknown addresses are a 404. */
export async function resolvePage(db: Db, publicUrl: string, path: string, portalName: string): Promise<ResolvedPage> {
  const known = fixedPageAt(path);
  if (known) {
    return {
      status: 200,
      head: {
        title: known.title,
        description: known.description,
        url: publicUrl + path,
        ogType: 'website',
        noindex: !known.indexable,
        jsonLd: known === PUBLIC_PAGES.home ? [websiteJsonLd(publicUrl, portalName)] : [],
      },
    };
  }
  const content = contentPageAt(path);
  if (!content) return notFoundPage(publicUrl, path);
  let decoded: string;
  try {
    decoded = decodeURIComponent(content.param);
  } catch {
    return notFoundPage(publicUrl, path);
  }
  return CONTENT_HEADS[content.key](db, publicUrl, path, decoded, portalName);
}
