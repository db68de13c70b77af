import { useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { useApiData } from '../../hooks/useApiData';
import { useMetaDescription } from '../../hooks/useMetaDescription';
import { NoIndex, usePageImage } from '../../hooks/headTags';
import { offerRequest } from '../../requests';
import { OfferDetails } from './OfferDetails';
import { AsyncContent } from '../../components/AsyncContent';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

export default function OfferPage() {
  const { offerId = '' } = useParams();
  const request = offerRequest(offerId);
  const offer = useApiData(request);
  const status = offer.state === 'error' && offer.error instanceof ApiError ? offer.error.status : undefined;
  const unavailable = status === 404 || status === 422 || status === 400;
  useDocumentTitle(offer.data ? offer.data.title : unavailable ? 'Oferta niedostępna' : PUBLIC_PAGES.offer.title);
  useMetaDescription(offer.data?.short_description);
  usePageImage(offer.data?.image_urls[0], offer.data?.image_alt);

  if (unavailable) {
    return (
      <>
        <NoIndex />
        <PageHeading>Oferta niedostępna</PageHeading>
        <NotFoundContent>
          <p>
            Tej oferty nie ma już w portalu albo nie jest teraz publiczna: mogła wygasnąć, zostać zakończona przez
            oferenta lub czekać na zatwierdzenie przez administrację.
          </p>
        </NotFoundContent>
      </>
    );
  }
  return (
    <AsyncContent
      data={offer}
      loadingLabel="Ładowanie oferty…"
      pending={<PageHeading provisional={offer.state === 'loading'}>{PUBLIC_PAGES.offer.title}</PageHeading>}
    >
      {(data) => <OfferDetails offer={data} />}
    </AsyncContent>
  );
}
