import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ACCESSIBILITY_FEATURE_LABELS } from '../../../shared/discovery';
import { DISCOVERY_MESSAGES as M } from '../../../shared/messages';
import { FEATURE_ICONS, MODE_ICONS } from '../../discovery/icons';
import { HOME_SEARCH_FIELD_ID } from './HomeSearchForm';
import { Pictogram } from '../../components/Pictogram';

const ENTRIES = [
  { label: 'Z tłumaczem PJM na miejscu', icon: FEATURE_ICONS.sign_language, href: '/search?features=sign_language' },
  {
    label: ACCESSIBILITY_FEATURE_LABELS.wheelchair_access,
    icon: FEATURE_ICONS.wheelchair_access,
    href: '/search?features=wheelchair_access',
  },
  { label: 'Online', icon: MODE_ICONS.online, href: '/search?mode=online' },
];

/** Shortcuts to the questions asked most often; 'W pobliżu mnie' uses the location only after the visitor asks. */
export function HomeQuickEntries() {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'locating' | 'failed' | 'unavailable'>('idle');
  const nearMe = async () => {
    if (state === 'locating') return;
    setState('locating');
    try {
      const { currentPosition, nearestPlaceName } = await import('../../discovery/nearestPlace');
      const name = await nearestPlaceName(await currentPosition());
      if (!name) throw new Error('no place');
      void navigate(`/search?near=${encodeURIComponent(name)}&sort=distance`);
    } catch (error) {
      setState(error instanceof Error && error.message === 'unavailable' ? 'unavailable' : 'failed');
    }
  };
  return (
    <nav aria-labelledby="home-quick-heading" className="home-quick">
      <h2 id="home-quick-heading" className="home-quick-heading">
        Szukaj według potrzeb
      </h2>
      <ul className="home-quick-list">
        {ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link to={entry.href} className="btn btn-secondary home-quick-link">
              <span className="discovery-icon">
                <Pictogram name={entry.icon} />
              </span>
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="btn btn-secondary home-quick-link"
            onClick={nearMe}
            // aria-disabled, not disabled, while locating: a disabled button would drop focus to <body>.
            aria-disabled={state === 'locating' || undefined}
            aria-describedby="home-near-me-hint"
          >
            <span className="discovery-icon">
              <Pictogram name={MODE_ICONS.on_site} />
            </span>
            W pobliżu mnie
          </button>
        </li>
      </ul>
      <p
        id="home-near-me-hint"
        className={state === 'failed' || state === 'unavailable' ? 'form-error' : 'form-hint'}
        aria-live="polite"
      >
        {state === 'locating' ? (
          'Ustalamy najbliższą miejscowość…'
        ) : state === 'failed' || state === 'unavailable' ? (
          <>
            {state === 'unavailable' ? M.geolocationUnavailable : M.geolocationDenied}{' '}
            <a
              href={`#${HOME_SEARCH_FIELD_ID}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(HOME_SEARCH_FIELD_ID)?.focus();
              }}
            >
              {M.typePlaceOnHome}
            </a>
            .
          </>
        ) : (
          'Lokalizację zamieniamy na najbliższą miejscowość na Twoim urządzeniu; nie wysyłamy jej ani nie zapisujemy.'
        )}
      </p>
    </nav>
  );
}
