import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { ROLE_LABELS } from '../../../shared/roles';
import type { CompanyProfile } from '../../../shared/types';
import { EmptyState } from '../../components/EmptyState';
import { NotFoundContent } from '../../components/NotFoundContent';
import { OfferCard } from '../../components/OfferCard';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ReportButton } from '../../components/ReportButton';
import { VerifiedMark, verifiedText } from '../../components/VerifiedMark';
import { formatDate, polishPlural } from '../../format';
import { useApiData } from '../../hooks/useApiData';
import { companyProfileRequest } from '../../requests';
import { OrganisationDetails } from './OrganisationDetails';
import { NoIndex } from '../../hooks/headTags';
import { displayName } from '../../../shared/displayName';
import { AsyncContent } from '../../components/AsyncContent';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

function ProfileView({ profile }: { profile: CompanyProfile }) {
  const name = displayName(profile);
  const count = profile.offers.length;
  return (
    <div className="profile-page">
      <PageHeading>
        {name}
        <VerifiedMark profile={profile} decorative />
      </PageHeading>
      <dl className="article-meta">
        <div>
          <dt>Rodzaj konta</dt>
          <dd>{ROLE_LABELS[profile.role]}</dd>
        </div>
        <div>
          <dt>Weryfikacja</dt>
          <dd>{profile.is_verified ? verifiedText(profile) : 'Jeszcze niezweryfikowana'}</dd>
        </div>
        <div>
          <dt>W portalu od</dt>
          <dd>
            <time dateTime={profile.created_at}>{formatDate(profile.created_at)}</time>
          </dd>
        </div>
      </dl>
      <OrganisationDetails profile={profile} />
      <p>
        <ReportButton targetType="profile" targetId={profile.id} targetName={`profil organizacji „${name}”`} />
      </p>
      <section aria-labelledby="profile-offers">
        <h2 id="profile-offers">
          Aktywne oferty ({count} {polishPlural(count, 'oferta', 'oferty', 'ofert')})
        </h2>
        {count === 0 ? (
          <EmptyState title="Brak aktywnych ofert" headingLevel={3}>
            <p>
              Ta organizacja nie ma teraz opublikowanych ofert.{' '}
              <Link to="/search">Przeszukaj oferty innych organizacji</Link>.
            </p>
          </EmptyState>
        ) : (
          <ul className="grid-cards">
            {profile.offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function CompanyProfilePage() {
  const { companySlug = '' } = useParams();
  const profile = useApiData(companyProfileRequest(companySlug));
  const notFound = profile.state === 'error' && profile.error instanceof ApiError && profile.error.status === 404;
  const data = profile.data;
  useDocumentTitle(data ? displayName(data) : notFound ? 'Nie znaleziono organizacji' : PUBLIC_PAGES.profile.title);

  if (notFound) {
    return (
      <>
        <NoIndex />
        <PageHeading>Nie znaleziono organizacji</PageHeading>
        <NotFoundContent>
          <p>Pod tym adresem nie ma profilu organizacji. Mógł zostać usunięty albo adres zawiera literówkę.</p>
        </NotFoundContent>
      </>
    );
  }
  return (
    <AsyncContent
      data={profile}
      loadingLabel="Ładowanie profilu…"
      pending={<PageHeading provisional={profile.state === 'loading'}>{PUBLIC_PAGES.profile.title}</PageHeading>}
    >
      {(loaded) => <ProfileView profile={loaded} />}
    </AsyncContent>
  );
}
