import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Keeps the header and footer usable when one page fails to render, e.g. when its code chunk can no longer
 * be downloaded after a new version was deployed. The layout gives it a new key on every navigation.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('Błąd wyświetlania strony', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="notice notice-danger" role="alert">
        <h1 tabIndex={-1}>Nie udało się wyświetlić tej strony</h1>
        <p>
          Być może portal został właśnie zaktualizowany albo połączenie zostało przerwane. Odśwież stronę, aby spróbować
          ponownie.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Odśwież stronę
        </button>
      </div>
    );
  }
}
