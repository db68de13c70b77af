import { Link } from 'react-router-dom';
import type { PortalSettings } from '../../../shared/types';
import { usePublicSettings } from '../../hooks/usePublicSettings';
import { AsyncContent } from '../../components/AsyncContent';

/** Paragraphs separated by blank lines; single line breaks inside a paragraph are kept. */
export function TextParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="preserve-lines">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** A legal text kept in the portal settings and edited by administrators in the back office. */
export function SettingsText({ field, what }: { field: 'terms_of_service' | 'privacy_policy'; what: string }) {
  const settings = usePublicSettings();
  return (
    <AsyncContent data={settings} loadingLabel="Ładowanie treści…">
      {(loaded) => <SettingsDocument settings={loaded} field={field} what={what} />}
    </AsyncContent>
  );
}

function SettingsDocument({
  settings: data,
  field,
  what,
}: {
  settings: PortalSettings;
  field: 'terms_of_service' | 'privacy_policy';
  what: string;
}) {
  if (!data[field].trim()) {
    return (
      <p className="notice notice-info">
        Treść dokumentu „{what}” nie została jeszcze opublikowana. Jeśli masz pytania, napisz na adres{' '}
        {data.contact_email ? (
          <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
        ) : (
          <Link to="/contact">kontaktowy</Link>
        )}
        .
      </p>
    );
  }
  return <TextParagraphs text={data[field]} />;
}
