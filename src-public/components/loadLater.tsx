import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code is fetched once the page has been painted, and which shows nothing until then. Unlike
 * React.lazy it never suspends: the first render and the search results are shown in a transition, and a suspending
 * child would hold the whole page back until its code arrived. A failed fetch (offline) is tried again on the next mount.
 */
export function loadLater<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  return function LoadedLater(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      const start = () => {
        pending ??= load().then(
          (module) => {
            loaded = module.default;
          },
          () => {
            pending = undefined;
          },
        );
        void pending.then(() => mounted && loaded && setComponent(() => loaded));
      };
      // React often runs effects before the browser paints: asked for then, the code competed with the page's first
      // paint (docs/wydajnosc.md). The task after the next frame comes after that paint.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(start);
      });
      return () => {
        mounted = false;
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
