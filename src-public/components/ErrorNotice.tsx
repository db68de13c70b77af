import { errorToToast } from '../../shared/errors';

/**
 * A failed load, explained with the shared error wording (docs/zasady-produktu.md#powiadomienia-i-błędy) and a way to
 * try again.
 */
export function ErrorNotice({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const message = errorToToast(error, title);
  return (
    <div className="notice notice-danger" role="alert">
      <p>
        <strong>{message.title}</strong>
      </p>
      <p>{message.description}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Spróbuj ponownie
        </button>
      )}
    </div>
  );
}
