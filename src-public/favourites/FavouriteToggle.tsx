import { useState } from 'react';
import { FAVOURITE_TEXTS } from '../../shared/favouriteToggle';
import { toggleOffer, useMyList } from './myList';
import './favourites.css';

interface FavouriteToggleProps {
  offerId: string;
  /** The offer's title: the announcement says which offer joined or left the list. */
  title: string;
}

/**
 * 'Dodaj do mojej listy' / 'Usuń z mojej listy': a toggle button (aria-pressed) whose change is announced in its own
 * live region, since the button keeps focus and a screen reader would not otherwise say what happened.
 */
export function FavouriteToggle({ offerId, title }: FavouriteToggleProps) {
  const { ids } = useMyList();
  const kept = ids.includes(offerId);
  const [announcement, setAnnouncement] = useState({ text: '', failed: false });
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const nowKept = await toggleOffer(offerId);
      setAnnouncement({ text: nowKept ? FAVOURITE_TEXTS.added(title) : FAVOURITE_TEXTS.removed(title), failed: false });
    } catch (error) {
      // The server's Polish detail (a full list), else one message for a lost connection or an unexpected answer.
      const detail = (error as { detail?: unknown }).detail;
      const local = error instanceof Error && error.name === 'Error' ? error.message : undefined;
      const text = typeof detail === 'string' ? detail : (local ?? FAVOURITE_TEXTS.changeFailed);
      setAnnouncement({ text, failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="favourite-toggle">
      <button
        type="button"
        className="btn btn-secondary btn-sm favourite-button"
        aria-pressed={kept}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) void toggle();
        }}
      >
        <span aria-hidden="true" className="favourite-mark">
          {kept ? '★' : '☆'}
        </span>{' '}
        {kept ? FAVOURITE_TEXTS.remove : FAVOURITE_TEXTS.add}
      </button>
      {/* A success is seen on the button itself; a failure is shown as well as read. */}
      <span role="status" className={announcement.failed ? 'favourite-error' : 'visually-hidden'}>
        {announcement.text}
      </span>
    </span>
  );
}

// Loaded lazily by the offer cards and the offer page: the first page's JavaScript has no room for it.
export default FavouriteToggle;
