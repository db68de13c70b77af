import { FRAME_PATHS } from './framePictograms';
import { circle as o, PictogramSvg } from './PictogramSvg';

/**
 * The portal's own pictograms, drawn for it on a 16×16 grid (no icon set's artwork). Filled shapes only, with
 * even-odd holes, so one `currentColor` fill follows the text colour, also in forced colours (docs/dostepnosc.md).
 * The header's two (framePictograms.tsx) are part of the set.
 */
const PATHS = {
  ...FRAME_PATHS,
  check: 'M1.5 8.5 3.5 6.5 6.5 9.5 12.5 3 14.5 5 6.5 13.5z',
  toilet: 'M3 1h4v6h7v1a5 5 0 0 1-4 4.6V15H5v-3.2A5 5 0 0 1 3 8z',
  parking: 'M3 1h6a4.5 4.5 0 0 1 0 9H6v5H3zm3 3v3h3a1.5 1.5 0 0 0 0-3z',
  ear: 'M8 1a5 5 0 0 0-5 5h2a3 3 0 0 1 6 0c0 2-3 3-3 6a1.5 1.5 0 0 1-3 0H3a3.5 3.5 0 0 0 7 0c0-2 3-3 3-6a5 5 0 0 0-5-5z',
  hand: 'M4 8.5V4a1 1 0 0 1 2 0v3.5h.6V2a1 1 0 0 1 2 0v5.5h.6V3a1 1 0 0 1 2 0v5.5h.6V5a1 1 0 0 1 2 0v5a5 5 0 0 1-5 5h-.5a4 4 0 0 1-3-1.4L1.8 10.4a1 1 0 0 1 1.5-1.3z',
  speech: 'M1 2h14v9H7l-4 3v-3H1zm3 3v1h8V5zm0 3v1h6V8z',
  headphones: 'M2 10a6 6 0 0 1 12 0v5h-3V9h1.4a4.4 4.4 0 0 0-8.8 0H5v6H2z',
  book: 'M1 3c2.5-1 5-1 6.4.6V14C5 12.6 3 12.6 1 13.4zm14 0c-2.5-1-5-1-6.4.6V14c2.4-1.4 4.4-1.4 6.4-.6z',
  braille: [5, 11].flatMap((x) => [3, 8, 13].map((y) => o(x, y, 1.5))).join(''),
  paw: `M8 8c2.5 0 4.5 3 4.5 5 0 1.5-2 1.5-4.5 1-2.5.5-4.5.5-4.5-1 0-2 2-5 4.5-5z${o(2.8, 7, 1.5)}${o(6, 3.5, 1.5)}${o(10, 3.5, 1.5)}${o(13.2, 7, 1.5)}`,
  moon: 'M6 1a7 7 0 1 0 9 9A6 6 0 0 1 6 1z',
  eye: `M1 8c3-5.5 11-5.5 14 0-3 5.5-11 5.5-14 0z${o(8, 8, 3)}${o(8, 8, 1.5)}`,
  puzzle: 'M2 5h3a2 2 0 1 1 4 0h3v3a2 2 0 1 1 0 4v3H2z',
  heart: 'M8 14.5 1.8 8.2A3.6 3.6 0 0 1 8 3.8a3.6 3.6 0 0 1 6.2 4.4z',
  infinity: `${o(4.5, 8, 3.5)}${o(4.5, 8, 1.7)}${o(11.5, 8, 3.5)}${o(11.5, 8, 1.7)}`,
  cross: 'M6 1.5h4v4.5h4.5v4H10v4.5H6V10H1.5V6H6z',
  senior: `${o(7, 2.5, 1.8)}M4.5 5.5h4l1.5 5H8.8L8.5 15h-2.5L5.5 10.5H4.2zM11 8h1.2v7H11z`,
  people: `${o(4.5, 3, 2)}${o(11.5, 3, 2)}M1.5 6h6v5h-1v4h-4v-4h-1zm7 0h6v5h-1v4h-4v-4h-1z`,
  child: `${o(8, 5, 2)}M5.5 8h5v4h-1v3h-3v-3h-1z`,
  pin: `M8 15S3 9.5 3 6a5 5 0 0 1 10 0c0 3.5-5 9-5 9z${o(8, 6, 2)}`,
  laptop: 'M3 2h10v8H3zm1.5 1.5v5h7v-5zM1 11h14v2H1z',
  house: 'M8 1 1 8h2v7h4v-4h2v4h4V8h2z',
  // The rich-text editor's toolbar.
  link: 'M7 4.5H4.5a3.5 3.5 0 0 0 0 7H7V10H4.5a2 2 0 0 1 0-4H7zM9 4.5h2.5a3.5 3.5 0 0 1 0 7H9V10h2.5a2 2 0 0 0 0-4H9zM5 7.25h6v1.5H5z',
  image: `M1 2.5h14v11H1zM2.5 4v8h11V4zM3.5 11l3-4 2 2.5 1.5-1.5 2.5 3z${o(11, 6.2, 1.2)}`,
  undo: 'M1 6 5 2.5v7zM5 5h4a5 5 0 0 1 0 10H6v-2h3a3 3 0 0 0 0-6H5z',
  redo: 'M15 6 11 2.5v7zM11 5H7a5 5 0 0 0 0 10h3v-2H7a3 3 0 0 1 0-6h4z',
};

export type PictogramName = keyof typeof PATHS;

/** A decorative pictogram before a text that says the same: hidden from screen readers, sized with the text. */
export function Pictogram({ name }: { name: PictogramName }) {
  return <PictogramSvg path={PATHS[name]} />;
}
