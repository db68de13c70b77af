import { circle, PictogramSvg } from './PictogramSvg';

/** A point on a circle around the grid's centre, as "x y". */
const around = (degrees: number, radius: number) => {
  const angle = (degrees * Math.PI) / 180;
  return `${(8 + radius * Math.cos(angle)).toFixed(2)} ${(8 + radius * Math.sin(angle)).toFixed(2)}`;
};

/** A cog with eight teeth drawn as one outline around a hole, so the even-odd fill has no seams. */
const cog = () => {
  const outline = Array.from({ length: 8 }, (_, tooth) => tooth * 45).flatMap((centre) => [
    around(centre - 17, 5.6),
    around(centre - 9, 7.5),
    around(centre + 9, 7.5),
    around(centre + 17, 5.6),
  ]);
  return `M${outline.join('L')}z${circle(8, 8, 2.3)}`;
};

/**
 * The pictograms of the header, which every page shows: apart from the rest of the set (Pictogram.tsx), so that the
 * first page's JavaScript carries only these two.
 */
export const FRAME_PATHS = {
  wheelchair: `${circle(6, 2, 1.6)}M5 4.5h2V8h4l2.2 5.4-1.5.6-1.7-4H5zM4 7.5v1.8a3 3 0 1 0 4.6 4.2h2A4.6 4.6 0 1 1 4 7.5z`,
  cog: cog(),
};

export function FramePictogram({ name }: { name: keyof typeof FRAME_PATHS }) {
  return <PictogramSvg path={FRAME_PATHS[name]} />;
}
