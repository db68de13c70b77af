import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePublicSettings } from '../hooks/usePublicSettings';

/** The portal's contact address from the public settings, as a mailto link; `fallback` when it cannot be loaded. */
export function ContactEmail({ fallback = <Link to="/contact">formularz kontaktowy</Link> }: { fallback?: ReactNode }) {
  const settings = usePublicSettings();
  if (settings.state === 'loading') return <span>(wczytywanie adresu…)</span>;
  if (settings.state === 'error' || !settings.data.contact_email) return <>{fallback}</>;
  return <a href={`mailto:${settings.data.contact_email}`}>{settings.data.contact_email}</a>;
}
