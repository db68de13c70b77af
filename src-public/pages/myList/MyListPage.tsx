import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FAVOURITE_TEXTS, MY_LIST_TEXTS, SHARE_LIST_TEXTS } from '../../../shared/favourites';
import { API_V1 } from '../../../shared/http';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import type { ListEntry } from '../../../shared/schemas/responses';
import { focusInView } from '../../a11y/focus';
import { focusWhenShown } from '../../hooks/focusWhenShown';
import { api } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { ErrorNotice } from '../../components/ErrorNotice';
import { OfferCard } from '../../components/OfferCard';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { loadEntries } from '../../favourites/entries';
import { toggleOffer, useMyList } from '../../favourites/myList';
import { SharePanel } from '../../favourites/SharePanel';
import { NoIndex } from '../../hooks/headTags';
import { useSession } from '../../session/SessionProvider';
import './myList.css';

type Loaded = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready' };

/** An offer that stopped being public: it stays on the list, named as unavailable, until the person removes it. */
function UnavailableEntry({ offerId }: { offerId: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <article className="card offer-card offer-unavailable" aria-labelledby={`unavailable-${offerId}`}>
      <div className="offer-card-body">
        <h2 id={`unavailable-${offerId}`} className="card-title">
          {MY_LIST_TEXTS.unavailable}
        </h2>
        <p>{MY_LIST_TEXTS.unavailableHint}</p>
        <p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => toggleOffer(offerId).catch(() => setFailed(true))}
          >
            {MY_LIST_TEXTS.removeUnavailable}
          </button>
        </p>
        {failed && (
          <p role="alert" className="form-error">
            {FAVOURITE_TEXTS.changeFailed}
          </p>
        )}
      </div>
    </article>
  );
}

/** 'Udostępnij listę': a read-only link to the list's available offers, then its ways to be passed on. */
function ShareSection({ offerIds }: { offerIds: string[] }) {
  const [shared, setShared] = useState<{ id: string; url: string; of: string } | null>(null);
  const [state, setState] = useState<'idle' | 'creating' | 'failed'>('idle');
  const key = offerIds.join(',');

  const create = async () => {
    setState('creating');
    try {
      const created = await api.post<{ id: string; url: string }>(`${API_V1}/shared-lists`, {
        json: { offer_ids: offerIds },
      });
      setShared({ ...created, of: key });
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  // A link shows the list as it was shared: after a change the person shares again.
  const current = shared?.of === key ? shared : null;
  return (
    <section aria-labelledby="share-list-heading" className="share-section stack">
      <h2 id="share-list-heading">{SHARE_LIST_TEXTS.heading}</h2>
      <p>{SHARE_LIST_TEXTS.intro}</p>
      {current ? (
        <>
          <p ref={focusWhenShown} tabIndex={-1} className="share-ready">
            {SHARE_LIST_TEXTS.created}
          </p>
          <SharePanel id={current.id} url={current.url} />
        </>
      ) : (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={state === 'creating' || undefined}
            onClick={() => state !== 'creating' && void create()}
          >
            {SHARE_LIST_TEXTS.button}
          </button>
        </p>
      )}
      <p role="status">{state === 'creating' ? SHARE_LIST_TEXTS.creating : ''}</p>
      {state === 'failed' && (
        <p role="alert" className="form-error">
          {SHARE_LIST_TEXTS.createFailed}
        </p>
      )}
    </section>
  );
}

/** '/moja-lista': the kept offers, newest first, with the unavailable ones named as such, and sharing. */
export default function MyListPage() {
  useDocumentTitle(PUBLIC_PAGES.myList.title);
  const { status } = useSession();
  const { mode, ids } = useMyList();
  const [entries, setEntries] = useState<ReadonlyMap<string, ListEntry>>(new Map());
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removal, setRemoval] = useState('');
  const countRef = useRef<HTMLParagraphElement>(null);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const previousIds = useRef(ids);
  // A signed-in person's list is the account's: until it has been read, the browser's would be the wrong one.
  const settling = status === 'loading' || (status === 'authenticated' && mode === 'local');

  useEffect(() => {
    if (settling) return;
    const missing = ids.filter((id) => !entriesRef.current.has(id));
    if (!missing.length) {
      setLoaded({ state: 'ready' });
      return;
    }
    const controller = new AbortController();
    loadEntries(mode, missing, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setEntries((known) => new Map([...known, ...found.map((entry) => [entry.offer_id, entry] as const)]));
        setLoaded({ state: 'ready' });
      },
      (error: unknown) => !controller.signal.aborted && setLoaded({ state: 'error', error }),
    );
    return () => controller.abort();
  }, [settling, mode, ids, attempt]);

  // An offer left the list: its card (and the button that had focus) is gone, so focus and the news go to the count.
  useEffect(() => {
    const gone = previousIds.current.filter((id) => !ids.includes(id));
    previousIds.current = ids;
    if (!gone.length || !entriesRef.current.has(gone[0])) return;
    const title = entriesRef.current.get(gone[0])?.offer?.title ?? MY_LIST_TEXTS.unavailable;
    setRemoval(FAVOURITE_TEXTS.removed(title));
    // The last one gone, the count goes too: the page's heading takes focus instead.
    focusInView(countRef.current ?? document.querySelector<HTMLElement>('h1.page-heading'));
  }, [ids]);

  const shown = ids.flatMap((id) => entries.get(id) ?? []);
  const available = shown.flatMap((entry) => (entry.offer ? [entry.offer_id] : []));
  return (
    <div className="my-list-page stack">
      <NoIndex />
      <PageHeading>{PUBLIC_PAGES.myList.title}</PageHeading>
      <p>{mode === 'account' ? MY_LIST_TEXTS.signedInIntro : MY_LIST_TEXTS.intro}</p>
      <p role="status" className="visually-hidden">
        {removal}
      </p>
      {loaded.state === 'error' && (
        <ErrorNotice error={loaded.error} title={MY_LIST_TEXTS.loadFailed} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {!settling && loaded.state === 'ready' && ids.length === 0 && (
        <EmptyState title={MY_LIST_TEXTS.emptyTitle}>
          <p>{MY_LIST_TEXTS.empty}</p>
          <p>
            <Link to={PUBLIC_PAGES.search.path}>{MY_LIST_TEXTS.emptySearch}</Link>
          </p>
        </EmptyState>
      )}
      {(settling || loaded.state === 'loading') && (
        <p className="search-loading">
          <span className="spinner" aria-hidden="true" /> {MY_LIST_TEXTS.loading}
        </p>
      )}
      {ids.length > 0 && (
        <p ref={countRef} tabIndex={-1} className="search-count">
          {MY_LIST_TEXTS.count(ids.length)}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="grid-cards my-list">
          {shown.map((entry) => (
            <li key={entry.offer_id}>
              {entry.offer ? (
                <OfferCard offer={entry.offer} headingLevel={2} />
              ) : (
                <UnavailableEntry offerId={entry.offer_id} />
              )}
            </li>
          ))}
        </ul>
      )}
      {loaded.state === 'ready' && available.length > 0 && <ShareSection offerIds={available} />}
    </div>
  );
}
