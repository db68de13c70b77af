import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeading, useDocumentTitle } from '../components/PageHeading';
import { useNoIndex } from '../hooks/headTags';
import { PUBLIC_PAGES } from '../../shared/publicPages';

export default function NotFoundPage() {
  useDocumentTitle(PUBLIC_PAGES.notFound.title);
  useNoIndex();
  return (
    <>
      <PageHeading>{PUBLIC_PAGES.notFound.title}</PageHeading>
      <NotFoundContent>
        <p>Pod tym adresem nie ma żadnej strony. Być może link jest nieaktualny albo w adresie jest literówka.</p>
      </NotFoundContent>
    </>
  );
}
