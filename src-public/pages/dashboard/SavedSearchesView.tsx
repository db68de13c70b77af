import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { SAVED_SEARCH_FREQUENCY_LABELS, SAVED_SEARCH_TEXTS as T } from '../../../shared/savedSearches';
import type { SavedSearch } from '../../../shared/schemas/savedSearch';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { focusInView } from '../../a11y/focus';
import { api } from '../../api';
import { AsyncContent } from '../../components/AsyncContent';
import { EmptyState } from '../../components/EmptyState';
import { useApiData } from '../../hooks/useApiData';
import { mySavedSearchesRequest } from '../../requests';
import { useToast } from '../../toast/ToastProvider';
import { describeSavedQuery } from './savedSearchSummary';

/**
 * 'Powiadomienia o ofertach' (`/dashboard?view=alerts`): the account's alerts, each with its search one link away,
 * and deleted with one button (the toast says so and focus goes back to the heading, as the row is gone).
 */
export function SavedSearchesView() {
  const searches = useApiData(mySavedSearchesRequest);
  const { showToast, showError } = useToast();
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = async (saved: SavedSearch) => {
    if (deleting) return;
    setDeleting(saved.id);
    try {
      await api.delete(`${API_V1}/saved-searches/${saved.id}`);
      showToast({ title: T.deleted(saved.name), variant: 'success' });
      searches.reload();
      requestAnimationFrame(() => focusInView(headingRef.current));
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="dashboard-section stack" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" ref={headingRef} tabIndex={-1}>
        {T.tableCaption}
        {searches.state === 'success' && <span className="muted"> ({searches.data.length})</span>}
      </h2>
      <p>{T.dashboardIntro}</p>
      <AsyncContent
        data={searches}
        loadingLabel="Wczytywanie powiadomień…"
        errorTitle={USER_PANEL_MESSAGES.loadFailed}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title={T.dashboardEmpty} headingLevel={3}>
            <p>
              <Link to={PUBLIC_PAGES.search.path}>{PUBLIC_PAGES.search.title}</Link>
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <>
            <p>{T.countOf(rows.length)}</p>
            <div className="table-wrap">
              <table className="table table-stack dashboard-table">
                <caption className="visually-hidden">{T.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.columnName}</th>
                    <th scope="col">{T.columnSearch}</th>
                    <th scope="col">{T.columnFrequency}</th>
                    <th scope="col">{T.columnActions}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((saved) => (
                    <tr key={saved.id}>
                      <th scope="row">{saved.name}</th>
                      <td data-label={T.columnSearch}>{describeSavedQuery(saved.query)}</td>
                      <td data-label={T.columnFrequency}>{SAVED_SEARCH_FREQUENCY_LABELS[saved.frequency]}</td>
                      <td>
                        <div className="cluster dashboard-actions">
                          <Link
                            to={`${PUBLIC_PAGES.search.path}?${saved.query}`}
                            className="btn btn-secondary btn-sm"
                            aria-label={`${T.showResults}: ${saved.name}`}
                          >
                            {T.showResults}
                          </Link>
                          <button
                            type="button"
                            className="btn btn-danger btn-sm"
                            aria-label={T.deleteLabel(saved.name)}
                            aria-disabled={deleting === saved.id || undefined}
                            onClick={() => void remove(saved)}
                          >
                            {T.deleteButton}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </AsyncContent>
    </section>
  );
}
