import { Link } from 'react-router-dom';
import { LEGAL_DOCUMENT_TEXTS as T } from '../../../shared/legalDocuments';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
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

/** The legal pages whose text is kept in the portal settings, each with its settings field. */
const DOCUMENT_FIELDS = { terms: 'terms_of_service', privacy: 'privacy_policy' } as const;
type LegalDocumentPage = keyof typeof DOCUMENT_FIELDS;

/** A legal text kept in the portal settings and edited by administrators in the back office. */
export function SettingsText({ page }: { page: LegalDocumentPage }) {
  const settings = usePublicSettings();
  return (
    <AsyncContent data={settings} loadingLabel={T.loading}>
      {(loaded) => <SettingsDocument settings={loaded} field={DOCUMENT_FIELDS[page]} what={PUBLIC_PAGES[page].title} />}
    </AsyncContent>
  );
}

function SettingsDocument({
  settings: data,
  field,
  what,
}: {
  settings: PortalSettings;
  field: (typeof DOCUMENT_FIELDS)[LegalDocumentPage];
  what: string;
}) {
  if (!data[field].trim()) {
    return (
      <p className="notice notice-info">
        {T.unpublished(what)}
        {data.contact_email ? (
          <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
        ) : (
          <Link to={PUBLIC_PAGES.contact.path}>{T.contactPageLink}</Link>
        )}
        .
      </p>
    );
  }
  return <TextParagraphs text={data[field]} />;
}
