import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { ACCOUNT_DATA_MESSAGES, TOAST_MESSAGES } from '../../../shared/messages';
import { deleteAccountSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { ActionError, actionErrorText } from '../../components/ActionError';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../forms/PasswordField';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';

const PASSWORD_ID = 'delete-account-password';
const CANCEL_ID = 'delete-account-cancel';
const FAILURE_ID = 'delete-account-failure';

/**
 * 'Usuń konto' (RODO art. 17): says what goes and what is kept, asks for the password, and starts on 'Anuluj' so
 * that Enter alone never deletes anything. After the deletion the person lands on the home page, signed out.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { endDeletedSession } = useSession();
  const { showToast, showError } = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const refuse = (message: string) => {
    setError(message);
    document.getElementById(PASSWORD_ID)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = deleteAccountSchema.safeParse({ password });
    if (!checked.success) return refuse(checked.error.issues[0].message);
    setBusy(true);
    setFailure(undefined);
    try {
      await api.delete(`${API_V1}/users/me`, { json: checked.data });
      endDeletedSession();
      void navigate('/', { replace: true });
      showToast({ ...ACCOUNT_DATA_MESSAGES.accountDeleted, variant: 'success' });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.detail === ACCOUNT_DATA_MESSAGES.wrongPassword) refuse(failure.detail);
      else {
        showError(failure, ACCOUNT_DATA_MESSAGES.deleteFailed);
        setFailure(actionErrorText(failure, ACCOUNT_DATA_MESSAGES.deleteFailed));
      }
    }
  };

  return (
    <Dialog title="Usuń konto" onClose={onClose} initialFocusSelector={`#${CANCEL_ID}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          Usuniemy Twoje konto, oferty, artykuły, przesłane zdjęcia i wnioski o weryfikację, a Ty zostaniesz wylogowany
          na wszystkich urządzeniach. Bez Twojego imienia i adresu email zostaną: wpisy dziennika zdarzeń, decyzje
          moderacyjne i odwołania oraz treść Twoich zgłoszeń. Wyślemy potwierdzenie na Twój adres email.
        </p>
        <p>
          <strong>{TOAST_MESSAGES.cannotUndo}</strong> Jeśli chcesz zachować kopię, najpierw użyj przycisku „Pobierz
          moje dane”.
        </p>
        <PasswordField
          id={PASSWORD_ID}
          label="Hasło"
          autoComplete="current-password"
          hint="Wpisz swoje hasło, aby potwierdzić, że to Ty."
          required
          value={password}
          error={error}
          onChange={setPassword}
        />
        <div className="form-actions">
          <button type="button" id={CANCEL_ID} className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
          {/* aria-disabled, not disabled, while deleting: a disabled button would drop focus to <body>. */}
          <button
            type="submit"
            className="btn btn-danger"
            aria-disabled={busy || undefined}
            aria-describedby={failure ? FAILURE_ID : undefined}
          >
            {busy ? 'Usuwanie konta…' : 'Usuń konto na zawsze'}
          </button>
        </div>
        <ActionError id={FAILURE_ID} message={failure} />
      </form>
    </Dialog>
  );
}
