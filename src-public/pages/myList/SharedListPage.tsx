import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { FAVOURITE_MESSAGES, MY_LIST_TEXTS, SHARE_LIST_TEXTS, SHARED_LIST_TEXTS } from '../../../shared/favourites';
import { API_V1 } from '../../../shared/http';
import { contentPagePath, PUBLIC_PAGES } from '../../../shared/publicPages';
import type { SharedList } from '../../../shared/schemas/responses';
import type { OfferSummary } from '../../../shared/types';
import { api } from '../../api';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { FavouriteToggle } from '../../favourites/FavouriteToggle';
import { SharePanel } from '../../favourites/SharePanel';
import { formatDate, organisationName } from '../../format';
import { NoIndex } from '../../hooks/headTags';
import { useApiData } from '../../hooks/useApiData';
import './myList.css';

/** Where the offer takes place, on one line as a letter would have it. */
function addressOf(offer: OfferSummary): string | null {
  const location = offer.location;
  if (!location) return null;
  const cityLine = [location.postal_code, location.city].filter(Boolean).join(' ');
  return [location.street, cityLine].filter(Boolean).join(', ') || null;
}

/** One offer as the printed list shows it: what a person needs to get in touch without the portal at hand. */
function SharedOffer({ offer }: { offer: OfferSummary }) {
  const shortLink = `${window.location.origin}${contentPagePath('offer', offer.id)}`;
  const address = addressOf(offer);
  const facts: [string, string | null][] = [
    [SHARED_LIST_TEXTS.organisation, organisationName(offer.profile)],
    [SHARED_LIST_TEXTS.address, address],
    [SHARED_LIST_TEXTS.phone, offer.contact_phone],
    [SHARED_LIST_TEXTS.email, offer.contact_email],
  ];
  return (
    <article className="card shared-offer" aria-labelledby={`shared-${offer.id}`}>
      <h2 id={`shared-${offer.id}`} className="card-title">
        <Link to={contentPagePath('offer', offer.id)}>{offer.title}</Link>
      </h2>
      <p>{offer.short_description}</p>
      <dl className="shared-offer-facts">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
        <div>
          <dt>{SHARED_LIST_TEXTS.link}</dt>
          <dd className="shared-offer-link">{shortLink}</dd>
        </div>
      </dl>
      <p className="page-actions">
        <FavouriteToggle offerId={offer.id} title={offer.title} />
      </p>
    </article>
  );
}

function SharedListView({ list }: { list: SharedList }) {
  return (
    <div className="shared-list-page stack">
      <PageHeading>{SHARED_LIST_TEXTS.title}</PageHeading>
      <p>{SHARED_LIST_TEXTS.intro(formatDate(list.expires_at))}</p>
      <p className="page-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {SHARE_LIST_TEXTS.print}
        </button>
      </p>
      <p className="print-only">
        {SHARED_LIST_TEXTS.printIntro}: {list.url}
      </p>
      <ol className="shared-list">
        {list.entries.map((entry) => (
          <li key={entry.offer_id}>
            {entry.offer ? (
              <SharedOffer offer={entry.offer} />
            ) : (
              <article className="card shared-offer offer-unavailable">
                <h2 className="card-title">{MY_LIST_TEXTS.unavailable}</h2>
                <p>{SHARED_LIST_TEXTS.unavailableHint}</p>
              </article>
            )}
          </li>
        ))}
      </ol>
      <section aria-labelledby="share-again" className="page-actions stack">
        <h2 id="share-again">{SHARE_LIST_TEXTS.heading}</h2>
        <SharePanel id={list.id} url={list.url} linkToList={false} />
      </section>
    </div>
  );
}

/** '/lista/{id}': a list someone shared, read-only, for anyone with the link; printable in large type. */
export default function SharedListPage() {
  const { listId = '' } = useParams();
  useDocumentTitle(PUBLIC_PAGES.sharedList.title);
  const list = useApiData({
    key: `shared-list:${listId}`,
    load: (signal) => api.get<SharedList>(`${API_V1}/shared-lists/${encodeURIComponent(listId)}`, { signal }),
  });
  if (list.state === 'error' && list.error instanceof ApiError && list.error.status === 404) {
    return (
      <div className="stack">
        <NoIndex />
        <PageHeading>{SHARED_LIST_TEXTS.notFoundTitle}</PageHeading>
        <NotFoundContent>
          <p>{FAVOURITE_MESSAGES.sharedListNotFound}</p>
        </NotFoundContent>
      </div>
    );
  }
  return (
    <>
      <NoIndex />
      {list.state === 'success' ? (
        <SharedListView list={list.data} />
      ) : (
        <div className="stack">
          <PageHeading provisional={list.state === 'loading'}>{SHARED_LIST_TEXTS.title}</PageHeading>
          {list.state === 'error' && <ErrorNotice error={list.error} onRetry={list.reload} />}
        </div>
      )}
    </>
  );
}
