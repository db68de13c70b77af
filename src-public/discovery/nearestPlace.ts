import { distanceKm } from '../../shared/discovery';

interface Point {
  lat: number;
  lon: number;
}

/**
 * The name of the listed place nearest to a point, computed in the browser: the visitor's coordinates never leave
 * the device. The list (the same file the server loads) is fetched only when somebody asks.
 */
export async function nearestPlaceName(point: Point): Promise<string | null> {
  const { default: text } = await import('../../shared/places/places-pl.tsv?raw');
  let best: { name: string; km: number } | null = null;
  for (const line of text.trim().split('\n').slice(1)) {
    const [, name, , lat, lon] = line.split('\t');
    const km = distanceKm(point, { lat: Number(lat), lon: Number(lon) });
    if (!best || km < best.km) best = { name, km };
  }
  return best?.name ?? null;
}

/** The browser's position, asked for only now (the browser asks the visitor's permission). */
export function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      reject,
      { maximumAge: 600_000, timeout: 15_000 },
    );
  });
}
