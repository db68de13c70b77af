import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TOAST_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { AsyncContent } from '../../components/AsyncContent';
import { formatDate } from '../../format';
import type { ApiData } from '../../hooks/useApiData';
import { useToast } from '../../toast/ToastProvider';
import { focusInView } from '../../a11y/focus';

export interface ContentRow {
  id: string;
  title: string;
  href: string;
  editSearch: string;
  statusLabel: string;
  statusTone: 'success' | 'warning' | 'danger' | 'info';
  date: string;
  /** More controls of the row beside edit and delete (an offer's places). */
  controls?: ReactNode;
}

interface MyContentTableProps {
  /** Distinguishes the two lists' element ids. */
  listId: string;
  heading: string;
  /** "ofertę" / "artykuł": the accusative used in "Usuń …" and the confirmation. */
  noun: string;
  emptyText: string;
  addLink: { search: string; label: string };
  data: ApiData<ContentRow[]> & { reload: () => void };
  remove: (row: ContentRow) => Promise<void>;
  deletedToast: (title: string) => { title: string; description: string };
}

/** One of the panel's lists (offers or articles): status, edit, and delete after a confirmation. */
export function MyContentTable({
  listId,
  heading,
  noun,
  emptyText,
  addLink,
  data,
  remove,
  deletedToast,
}: MyContentTableProps) {
  const { showToast, showError } = useToast();
  const [pending, setPending] = useState<ContentRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const failureId = `dashboard-${listId}-delete-failure`;
  const closeDialog = () => {
    setPending(null);
    setFailure(undefined);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `dashboard-${listId}-heading`;

  const confirmDelete = async () => {
    if (!pending || deleting) return;
    setDeleting(true);
    setFailure(undefined);
    try {
      await remove(pending);
      showToast({ ...deletedToast(pending.title), variant: 'success' });
      setPending(null);
      data.reload();
      // The row and its button are gone: continue from the list's heading instead of the top of the page.
      requestAnimationFrame(() => focusInView(headingRef.current));
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.deleteFailed);
      setFailure(actionErrorText(error, USER_PANEL_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="dashboard-section" aria-labelledby={headingId}>
      <div className="dashboard-section-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
          {data.state === 'success' && <span className="muted"> ({data.data.length})</span>}
        </h2>
        <Link to={{ search: addLink.search }} className="btn btn-primary btn-sm">
          {addLink.label}
        </Link>
      </div>
      <AsyncContent
        data={data}
        loadingLabel={`Wczytywanie: ${heading.toLowerCase()}…`}
        errorTitle={USER_PANEL_MESSAGES.loadFailed}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title={emptyText} headingLevel={3}>
            <p>
              <Link to={{ search: addLink.search }}>{addLink.label}</Link>
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <div className="table-wrap">
            <table className="table table-stack dashboard-table">
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">Tytuł</th>
                  <th scope="col">Status</th>
                  <th scope="col">Dodano</th>
                  <th scope="col">Akcje</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={row.href}>{row.title}</Link>
                    </th>
                    <td data-label="Status">
                      <span className={`badge badge-${row.statusTone}`}>{row.statusLabel}</span>
                    </td>
                    <td data-label="Dodano">
                      <time dateTime={row.date}>{formatDate(row.date)}</time>
                    </td>
                    <td>
                      <div className="cluster dashboard-actions">
                        <Link
                          to={{ search: row.editSearch }}
                          className="btn btn-secondary btn-sm"
                          aria-label={`Edytuj ${noun} „${row.title}”`}
                        >
                          Edytuj
                        </Link>
                        <button
                          type="button"
                          className="btn btn-danger btn-sm"
                          aria-label={`Usuń ${noun} „${row.title}”`}
                          onClick={() => setPending(row)}
                        >
                          Usuń
                        </button>
                      </div>
                      {row.controls}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AsyncContent>
      {pending && (
        <Dialog title="Potwierdź usunięcie" onClose={closeDialog} initialFocusSelector=".dialog-cancel">
          <p>
            Czy na pewno chcesz usunąć {noun} „{pending.title}”? {TOAST_MESSAGES.cannotUndo}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-secondary dialog-cancel" onClick={closeDialog}>
              Anuluj
            </button>
            <button
              type="button"
              className="btn btn-danger"
              aria-disabled={deleting || undefined}
              aria-describedby={failure ? failureId : undefined}
              onClick={() => void confirmDelete()}
            >
              {deleting ? 'Usuwanie…' : `Usuń ${noun}`}
            </button>
          </div>
          <ActionError id={failureId} message={failure} />
        </Dialog>
      )}
    </section>
  );
}
