import type { MessageTree } from './types';

/** Mounted under `admin.transparency` ('Raport przejrzystości', DSA art. 15). */
const transparency: MessageTree = {
  title: 'Raport przejrzystości',
  intro:
    'Liczby obliczone z zapisanych zgłoszeń, decyzji i odwołań złożonych lub podjętych w wybranym roku (czas polski), w ich obecnym stanie.',
  year: 'Rok',
  show: 'Pokaż raport',
  download: 'Pobierz CSV',
  loading: 'Wczytywanie raportu…',
  shown: 'Raport przejrzystości za rok %{year}',
};

export default transparency;
