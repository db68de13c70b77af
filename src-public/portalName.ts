import { DEFAULT_PORTAL_NAME } from '../shared/portal';

/**
 * The portal's name from its settings: the server writes it into every page it sends (`<meta name="application-name">`),
 * so the header and titles show it without a request of their own. Pages served without the server (development)
 * fall back to the default name.
 */
export function portalName(): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() || DEFAULT_PORTAL_NAME
  );
}
