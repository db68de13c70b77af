import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { BLOG_STATUS_LABELS, type BlogStatus } from '../../../shared/labels/blog';
import { OFFER_STATUS_LABELS, type OfferStatus } from '../../../shared/labels/offers';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { isOrganisationRole, ROLE_LABELS } from '../../../shared/roles';
import { mayDeleteOwnAccount } from '../../../shared/permissions';
import type { BlogPost, Offer } from '../../../shared/types';
import { api } from '../../api';
import { useApiData } from '../../hooks/useApiData';
import { myArticlesRequest, myOffersRequest } from '../../requests';
import type { ApiRequest } from '../../hooks/earlyRequests';
import { useSession } from '../../session/SessionProvider';
import { AccountDataSection } from './AccountDataSection';
import { DecisionsSection } from './DecisionsSection';
import { viewSearch } from './dashboardView';
import { MyContentTable, type ContentRow } from './MyContentTable';
import { VerificationSection } from './VerificationSection';
import { OfferAvailabilityControl } from './OfferAvailabilityControl';
import { OfferConfirmControl } from './OfferConfirmControl';
import { OfferCorrectionsSection } from './OfferCorrectionsSection';
import { countsByOffer, InquiryCountsContext, inquiryCountsRequest, OfferInquiries } from './OfferInquiries';

const OFFER_TONES: Record<OfferStatus, ContentRow['statusTone']> = {
  active: 'success',
  pending_approval: 'warning',
  draft: 'info',
  inactive: 'danger',
  expired: 'danger',
  rejected: 'danger',
};
const BLOG_TONES: Record<BlogStatus, ContentRow['statusTone']> = {
  published: 'success',
  pending_approval: 'warning',
  draft: 'info',
  archived: 'info',
  rejected: 'danger',
};

const offerRow = (offer: Offer): ContentRow => ({
  id: offer.id,
  title: offer.title,
  href: `/offer/${offer.id}`,
  editSearch: viewSearch({ kind: 'edit-offer', id: offer.id }),
  statusLabel: OFFER_STATUS_LABELS[offer.status],
  statusTone: OFFER_TONES[offer.status],
  date: offer.created_at,
  controls: (
    <>
      <OfferConfirmControl offer={offer} />
      <OfferAvailabilityControl offer={offer} />
      <OfferInquiries offerId={offer.id} title={offer.title} />
    </>
  ),
});
const articleRow = (post: BlogPost): ContentRow => ({
  id: post.id,
  title: post.title,
  href: `/blog/${post.slug}`,
  editSearch: viewSearch({ kind: 'edit-article', id: post.id }),
  statusLabel: BLOG_STATUS_LABELS[post.status],
  statusTone: BLOG_TONES[post.status],
  date: post.created_at,
});

// The tables read rows, so the mapping is part of the request; the key stays the URL.
const offerRowsRequest: ApiRequest<ContentRow[]> = {
  key: myOffersRequest.key,
  load: (signal) => myOffersRequest.load(signal).then((items) => items.map(offerRow)),
};
const articleRowsRequest: ApiRequest<ContentRow[]> = {
  key: myArticlesRequest.key,
  load: (signal) => myArticlesRequest.load(signal).then((items) => items.map(articleRow)),
};

export function DashboardOverview() {
  const { user, isAdmin } = useSession();
  const offers = useApiData(offerRowsRequest);
  const articles = useApiData(articleRowsRequest);
  const inquiryCounts = useApiData(inquiryCountsRequest);
  const counts = useMemo(() => countsByOffer(inquiryCounts.data), [inquiryCounts.data]);
  if (!user) return null;
  const organisation = user.organization_name?.trim();

  return (
    <div className="stack">
      <p>
        Zalogowano jako <strong>{user.full_name?.trim() || user.email}</strong> ({ROLE_LABELS[user.role]}
        {organisation ? `, ${organisation}` : ''}).
      </p>
      <nav aria-label="Działania w panelu" className="cluster dashboard-nav">
        <Link to={{ search: viewSearch({ kind: 'profile' }) }} className="btn btn-secondary">
          Edytuj profil
        </Link>
        <Link to={{ search: viewSearch({ kind: 'alerts' }) }} className="btn btn-secondary">
          Powiadomienia o ofertach
        </Link>
        <Link to={{ search: viewSearch({ kind: 'inquiries' }) }} className="btn btn-secondary">
          Moje zapytania
        </Link>
        {user.company_slug && (
          <Link to={`/profil/${user.company_slug}`} className="btn btn-secondary">
            Zobacz profil organizacji
          </Link>
        )}
        {isAdmin && (
          // The back office is another page (admin.html): a full page load, not a router link.
          <a href="/admin" className="btn btn-secondary">
            Panel administratora
          </a>
        )}
      </nav>
      <InquiryCountsContext value={counts}>
        <MyContentTable
          listId="offers"
          heading="Moje oferty"
          noun="ofertę"
          emptyText="Nie masz jeszcze żadnych ofert."
          addLink={{ search: viewSearch({ kind: 'add-offer' }), label: 'Dodaj ofertę' }}
          data={offers}
          remove={(row) => api.delete(`/api/offers/${row.id}`)}
          deletedToast={USER_PANEL_MESSAGES.offerDeleted}
        />
      </InquiryCountsContext>
      {(isOrganisationRole(user.role) || (offers.state === 'success' && offers.data.length > 0)) && (
        <OfferCorrectionsSection />
      )}
      <MyContentTable
        listId="articles"
        heading="Moje artykuły"
        noun="artykuł"
        emptyText="Nie masz jeszcze żadnych artykułów."
        addLink={{ search: viewSearch({ kind: 'add-article' }), label: 'Napisz artykuł' }}
        data={articles}
        remove={(row) => api.delete(`${API_V1}/blog-posts/${row.id}`)}
        deletedToast={USER_PANEL_MESSAGES.articleDeleted}
      />
      {isOrganisationRole(user.role) && <VerificationSection user={user} />}
      <DecisionsSection />
      <AccountDataSection canDelete={mayDeleteOwnAccount(user)} />
    </div>
  );
}
