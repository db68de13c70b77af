import { useState } from 'react';
import { Link } from 'react-router-dom';
import { accountExportFileName } from '../../../shared/accountData';
import { API_V1 } from '../../../shared/http';
import { ACCOUNT_DATA_MESSAGES } from '../../../shared/messages';
import { api } from '../../api';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { useToast } from '../../toast/ToastProvider';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const ACCOUNT_DATA_SECTION_ID = 'twoje-dane';
const EXPORT_FAILURE_ID = 'twoje-dane-blad-pobierania';

/** Saves a document as a file through a temporary link: the export needs the bearer token, so a plain link cannot. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Twoje dane' (RODO art. 15, 17, 20): take everything the portal holds about you, or delete the account. */
export function AccountDataSection({ canDelete }: { canDelete: boolean }) {
  const { showToast, showError } = useToast();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const headingId = `${ACCOUNT_DATA_SECTION_ID}-heading`;

  const download = async () => {
    if (exporting) return;
    setExporting(true);
    setFailure(undefined);
    try {
      const data = await api.get<unknown>(`${API_V1}/users/me/export`);
      const fileName = accountExportFileName();
      saveJson(data, fileName);
      showToast({ ...ACCOUNT_DATA_MESSAGES.exportSaved(fileName), variant: 'success' });
    } catch (error) {
      showError(error, ACCOUNT_DATA_MESSAGES.exportFailed);
      setFailure(actionErrorText(error, ACCOUNT_DATA_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="dashboard-section" id={ACCOUNT_DATA_SECTION_ID} aria-labelledby={headingId}>
      <div className="dashboard-section-header">
        <h2 id={headingId}>Twoje dane</h2>
      </div>
      <p>
        Możesz pobrać wszystko, co portal o Tobie przechowuje (jeden plik JSON: profil, oferty, artykuły, zgłoszenia,
        decyzje i odwołania, zgody oraz wpisy dziennika zdarzeń), albo usunąć konto. Szczegóły opisuje{' '}
        <Link to="/polityka-prywatnosci">polityka prywatności</Link>.
      </p>
      <div className="cluster">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void download()}
          aria-disabled={exporting}
          aria-describedby={failure ? EXPORT_FAILURE_ID : undefined}
        >
          Pobierz moje dane
        </button>
        {canDelete && (
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
            Usuń konto
          </button>
        )}
      </div>
      {!canDelete && <p>{ACCOUNT_DATA_MESSAGES.adminBySuperadmin}</p>}
      <ActionError id={EXPORT_FAILURE_ID} message={failure} />
      <p role="status" className="muted">
        {exporting ? 'Przygotowywanie pliku z Twoimi danymi…' : ''}
      </p>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
