import { FAVOURITE_TEXTS } from '../../shared/favouriteToggle';
import { useMyList } from './myList';
import { MyListSync } from './MyListSync';
import './favourites.css';

/**
 * The count beside the header's 'Moja lista' link (shown, and read after the link's name), and the list following the
 * session. Loaded lazily by the header: the first page's JavaScript has no room for the list's code.
 */
export default function MyListCount() {
  const { ids } = useMyList();
  return (
    <>
      <MyListSync />
      <span className="nav-count" aria-hidden="true">
        {ids.length}
      </span>
      <span className="visually-hidden">{FAVOURITE_TEXTS.headerCount(ids.length)}</span>
    </>
  );
}
