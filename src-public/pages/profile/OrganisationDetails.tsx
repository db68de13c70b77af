import { VOIVODESHIP_LABELS } from '../../../shared/discovery';
import { telHref } from '../../../shared/phone';
import type { CompanyProfile } from '../../../shared/types';
import { DiscoveryList } from '../../discovery/DiscoveryList';

/** What the organisation says about itself: description, address, contact and the accessibility of its premises. */
export function OrganisationDetails({ profile }: { profile: CompanyProfile }) {
  const cityLine = [profile.address_postal_code, profile.address_city].filter(Boolean).join(' ');
  const address = [
    profile.address_street,
    cityLine,
    profile.voivodeship ? `woj. ${VOIVODESHIP_LABELS[profile.voivodeship]}` : null,
  ].filter((line): line is string => Boolean(line));
  const hasContact = address.length > 0 || profile.phone || profile.website;
  return (
    <>
      {profile.description && (
        <section aria-labelledby="profile-about">
          <h2 id="profile-about">O organizacji</h2>
          <p className="prose">{profile.description}</p>
        </section>
      )}
      {hasContact && (
        <section aria-labelledby="profile-contact">
          <h2 id="profile-contact">Adres i kontakt</h2>
          {address.length > 0 && (
            <address>
              {address.map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </address>
          )}
          <dl className="article-meta">
            {profile.phone && (
              <div>
                <dt>Telefon</dt>
                <dd>
                  <a href={telHref(profile.phone)}>{profile.phone}</a>
                </dd>
              </div>
            )}
            {profile.website && (
              <div>
                <dt>Strona internetowa</dt>
                <dd>
                  <a href={profile.website} rel="noopener noreferrer">
                    {profile.website}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}
      <section aria-labelledby="profile-accessibility">
        <h2 id="profile-accessibility">Dostępność siedziby</h2>
        {profile.accessibility_features.length ? (
          <DiscoveryList kind="features" codes={profile.accessibility_features} />
        ) : (
          <p>Organizacja nie podała informacji o dostępności siedziby.</p>
        )}
      </section>
    </>
  );
}
