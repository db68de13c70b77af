import { SITE_DESCRIPTION } from '../../shared/pageMeta.js';
import type { BlogQueryRow } from '../blog/queries.js';
import type { OfferQueryRow } from '../offers/queries.js';
import { isoTimestamp } from '../offers/queries.js';
import { absoluteUrl } from './head.js';
import { displayName } from '../../shared/displayName.js';
import { isUploadUrl } from '../../shared/schemas/common.js';

/** schema.org descriptions written as JSON-LD into the page's HTML (https://schema.org). */
const CONTEXT = 'https://schema.org';

export function websiteJsonLd(publicUrl: string, portalName: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: portalName,
    description: SITE_DESCRIPTION,
    url: `${publicUrl}/`,
    inLanguage: 'pl-PL',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbs(publicUrl: string, trail: { name: string; url: string }[]): object {
  const items = [{ name: 'Strona główna', url: `${publicUrl}/` }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Organisations with the NGO role are an NGO, the others an Organization. */
export function organizationJsonLd(name: string, role: string, url: string): object {
  return { '@context': CONTEXT, '@type': role === 'ngo' ? 'NGO' : 'Organization', name, url };
}

/** An offer is a Service provided by its organisation, with an Offer for its price (0 when free). */
export function offerJsonLd(row: OfferQueryRow, url: string, publicUrl: string, priceLabel: string): object {
  const provider = row.profile.organization_name
    ? organizationReference(row.profile.organization_name, row.profile.company_slug, publicUrl)
    : undefined;
  const price = row.price_type === 'free' ? 0 : row.price;
  // Only the portal's own pictures: older content may still name another site's.
  const picture = row.image_urls.find(isUploadUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: row.title,
    description: row.short_description,
    url,
    ...(row.category?.name ? { category: row.category.name } : {}),
    ...(picture ? { image: absoluteUrl(publicUrl, picture) } : {}),
    ...(row.address_city ? { areaServed: { '@type': 'City', name: row.address_city } } : {}),
    ...(provider ? { provider } : {}),
    ...audienceOf(row),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: row.currency,
      ...(price !== null ? { price } : {}),
      description: priceLabel,
      availability: 'https://schema.org/InStock',
      ...(row.expires_at ? { validThrough: isoTimestamp(row.expires_at) } : {}),
    },
  };
}

/** The ages the offer is for as a PeopleAudience; nothing when it sets no age limits. */
function audienceOf(row: Pick<OfferQueryRow, 'min_age' | 'max_age'>): { audience?: object } {
  if (row.min_age === null && row.max_age === null) return {};
  return {
    audience: {
      '@type': 'PeopleAudience',
      ...(row.min_age !== null ? { suggestedMinAge: row.min_age } : {}),
      ...(row.max_age !== null ? { suggestedMaxAge: row.max_age } : {}),
    },
  };
}

function organizationReference(name: string, slug: string | null, publicUrl: string): object {
  return { '@type': 'Organization', name, ...(slug ? { url: `${publicUrl}/profil/${encodeURIComponent(slug)}` } : {}) };
}

export function articleJsonLd(
  row: BlogQueryRow,
  page: { url: string; description: string; publicUrl: string; portalName: string; image?: string },
): object {
  const authorName = displayName(row.author) || page.portalName;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: row.title.slice(0, 110),
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    inLanguage: 'pl-PL',
    datePublished: isoTimestamp(row.published_at ?? row.created_at),
    dateModified: isoTimestamp(row.updated_at),
    ...(page.image ? { image: page.image } : {}),
    ...(row.tags.length ? { keywords: row.tags.join(', ') } : {}),
    author: row.author.organization_name
      ? organizationReference(authorName, row.author.company_slug, page.publicUrl)
      : { '@type': 'Person', name: authorName },
    publisher: { '@type': 'Organization', name: page.portalName, url: `${page.publicUrl}/` },
  };
}
