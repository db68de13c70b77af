import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeading, useDocumentTitle } from '../components/PageHeading';

export default function NotFoundPage() {
  useDocumentTitle('Nie znaleziono strony');
  return (
    <>
      <PageHeading>Nie znaleziono strony</PageHeading>
      <NotFoundContent>
        <p>Pod tym adresem nie ma żadnej strony. Być może link jest nieaktualny albo w adresie jest literówka.</p>
      </NotFoundContent>
    </>
  );
}
