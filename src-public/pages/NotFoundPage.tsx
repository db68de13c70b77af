import { NOT_FOUND_TITLE } from '../../shared/pageMeta';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeading, useDocumentTitle } from '../components/PageHeading';
import { useNoIndex } from '../hooks/headTags';

export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  useNoIndex();
  return (
    <>
      <PageHeading>Nie znaleziono strony</PageHeading>
      <NotFoundContent>
        <p>Pod tym adresem nie ma żadnej strony. Być może link jest nieaktualny albo w adresie jest literówka.</p>
      </NotFoundContent>
    </>
  );
}
