import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { SAVED_SEARCH_FREQUENCY_LABELS, SAVED_SEARCH_TEXTS as T } from '../../../shared/savedSearches';
import type { SavedSearch } from '../../../shared/schemas/savedSearch';
import { api } from '../../api';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { ConfirmationStatus } from '../../components/ConfirmationStatus';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { describeSavedQuery } from '../dashboard/savedSearchSummary';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'shown'; saved: SavedSearch; news?: string }
  | { kind: 'deleted' };

/** What the page says happened, in its status region: the tone and the text, or nothing yet. */
function outcomeOf(state: State): { tone: 'success' | 'danger'; text: string } | undefined {
  if (state.kind === 'invalid') return { tone: 'danger', text: T.pageInvalid };
  if (state.kind === 'deleted') return { tone: 'success', text: T.pageDeleted };
  if (state.kind === 'shown' && state.news) return { tone: 'success', text: state.news };
  return undefined;
}

/**
 * `/powiadomienie?id=…&token=…`: one alert, opened by the link of its e-mails without an account. It is confirmed
 * here (a button, never by opening the link: mail scanners open links) and deleted here.
 */
export default function SavedSearchPage() {
  useDocumentTitle(PUBLIC_PAGES.savedSearch.title);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(() => (id && token ? { kind: 'loading' } : { kind: 'invalid' }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const address = `${API_V1}/saved-searches/${encodeURIComponent(id)}`;
  const tokenQuery = `token=${encodeURIComponent(token)}`;

  useEffect(() => {
    if (!id || !token) return;
    const controller = new AbortController();
    api.get<SavedSearch>(`${address}?${tokenQuery}`, { signal: controller.signal }).then(
      (saved) => setState({ kind: 'shown', saved }),
      () => !controller.signal.aborted && setState({ kind: 'invalid' }),
    );
    return () => controller.abort();
  }, [address, tokenQuery, id, token]);

  const act = async (work: () => Promise<State>) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setState(await work());
    } catch (error) {
      setFailure(actionErrorText(error, USER_PANEL_MESSAGES.requestFailed));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    act(async () => ({
      kind: 'shown',
      saved: await api.post<SavedSearch>(`${address}/confirm`, { json: { token } }),
      news: T.confirmed,
    }));
  const remove = () =>
    act(async () => {
      await api.delete(`${address}?${tokenQuery}`);
      return { kind: 'deleted' };
    });

  const outcome = outcomeOf(state);
  return (
    <div className="stack saved-search-page">
      <PageHeading>{PUBLIC_PAGES.savedSearch.title}</PageHeading>
      {state.kind === 'loading' && <Spinner label={T.pageLoading} />}
      {/* In the page, empty, from the first render: each outcome is announced as it goes in. */}
      <ConfirmationStatus className={`notice notice-${outcome?.tone ?? 'success'}`} outcome={outcome?.text}>
        {outcome?.text}
      </ConfirmationStatus>
      {state.kind === 'shown' && (
        <>
          {!state.saved.confirmed && <p>{T.pageConfirmIntro}</p>}
          {state.saved.confirmed && !state.news && <p>{T.pageActive}</p>}
          <dl className="facts">
            <dt>{T.factName}</dt>
            <dd>{state.saved.name}</dd>
            <dt>{T.columnSearch}</dt>
            <dd>
              <Link to={`${PUBLIC_PAGES.search.path}?${state.saved.query}`}>
                {describeSavedQuery(state.saved.query)}
              </Link>
            </dd>
            <dt>{T.factFrequency}</dt>
            <dd>{SAVED_SEARCH_FREQUENCY_LABELS[state.saved.frequency]}</dd>
            <dt>{T.factEmail}</dt>
            <dd>{state.saved.email}</dd>
          </dl>
          <div className="form-actions">
            {!state.saved.confirmed && (
              <button
                type="button"
                className="btn btn-primary"
                aria-disabled={busy || undefined}
                onClick={() => void confirm()}
              >
                {T.confirmButton}
              </button>
            )}
            <button
              type="button"
              className="btn btn-danger"
              aria-disabled={busy || undefined}
              aria-describedby={failure ? 'saved-search-failure' : undefined}
              onClick={() => void remove()}
            >
              {T.deleteLabel(state.saved.name)}
            </button>
          </div>
          <ActionError id="saved-search-failure" message={failure} />
        </>
      )}
    </div>
  );
}
