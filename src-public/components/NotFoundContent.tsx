import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What to do when the thing a person looked for is not there; each page adds its own explanation. */
export function NotFoundContent({ children }: { children?: ReactNode }) {
  return (
    <div className="stack">
      {children}
      <p>Co możesz zrobić:</p>
      <ul>
        <li>
          <Link to="/search">Wyszukaj oferty</Link> — może ta sama usługa jest dostępna u innej organizacji.
        </li>
        <li>
          <Link to="/blog">Przeczytaj artykuły na blogu</Link>.
        </li>
        <li>
          <Link to="/mapa-strony">Zobacz mapę strony</Link> ze wszystkimi działami portalu.
        </li>
        <li>
          <Link to="/">Wróć na stronę główną</Link>.
        </li>
      </ul>
    </div>
  );
}
