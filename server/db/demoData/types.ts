import type { ArticleType, BlogStatus } from '../../../shared/labels/blog.js';
import type { BASE_CATEGORIES } from '../../../shared/labels/categories.js';
import type { ContactMethod, OfferStatus, PriceType } from '../../../shared/labels/offers.js';
import type { PriceUnit } from '../../../shared/price.js';
import type { Role } from '../../../shared/roles.js';

export type CategorySlug = (typeof BASE_CATEGORIES)[number]['slug'];

/** Every demo account is addressed by a short key: the five printed accounts plus the extra organisations and users. */
export interface DemoPerson {
  key: string;
  email: string;
  role: Role;
  full_name: string;
  organization_name?: string;
  is_verified?: boolean;
  /** How long ago the account was created; spreads sign-ups over the admin's monthly trend. */
  days_ago: number;
}

export interface DemoOffer {
  owner: string;
  category: CategorySlug;
  title: string;
  short_description: string;
  long_description: string;
  /** 'W skrócie – tekst łatwy do czytania' (docs/dostepnosc.md). */
  easy_read_summary?: string;
  price_type: PriceType;
  /** The price of a paid offer, or the deposit of a `deposit_required` one, in PLN. */
  price?: number;
  /** What the price is for; a single payment when not given. */
  price_unit?: PriceUnit;
  city: string;
  street?: string;
  postal_code?: string;
  /** Defaults to the owner's full name and e-mail. */
  contact_person_name?: string;
  contact_email?: string;
  contact_phone?: string;
  contact_video_url?: string;
  preferred_contact_method?: ContactMethod;
  status: OfferStatus;
  is_promoted?: boolean;
  days_ago: number;
  /** Days from now until the offer expires (negative: already expired). */
  expires_in_days?: number;
}

export interface DemoArticle {
  author: string;
  title: string;
  article_type: ArticleType;
  category?: CategorySlug;
  excerpt: string;
  /** Sanitised-by-construction HTML: paragraphs, headings, lists and links only. */
  content: string;
  tags: string[];
  meta_title: string;
  meta_description: string;
  payment_option?: PriceType;
  status: BlogStatus;
  days_ago: number;
}
