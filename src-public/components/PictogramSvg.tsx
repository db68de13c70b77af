/** A circle as a closed subpath (x, y: centre; r: radius): dots, heads and holes of the pictograms. */
export const circle = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/**
 * One of the portal's pictograms (16×16, filled shapes with even-odd holes) before a text that says the same: hidden
 * from screen readers, sized with the text, in the text's colour, also in forced colours (docs/dostepnosc.md).
 */
export function PictogramSvg({ path }: { path: string }) {
  return (
    <svg className="pictogram" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path fillRule="evenodd" d={path} />
    </svg>
  );
}
