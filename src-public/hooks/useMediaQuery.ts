import { useSyncExternalStore } from 'react';

/** Phones and narrow windows: the width at which the header's menu collapses too (layout.css). */
export const NARROW_VIEWPORT = '(max-width: 48rem)';

/** Whether the media query matches now; follows it as the window is resized or rotated. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
