import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { INQUIRY_TEXTS as T } from '../../../shared/inquiries';
import { INQUIRY_MESSAGES } from '../../../shared/messages/inquiries';
import type { SentInquiry } from '../../../shared/schemas/inquiries';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { api } from '../../api';
import { AsyncContent } from '../../components/AsyncContent';
import { EmptyState } from '../../components/EmptyState';
import type { ApiRequest } from '../../hooks/earlyRequests';
import { useApiData } from '../../hooks/useApiData';
import { InquiryFacts } from './InquiryFacts';
import { InquiryStatusBadge } from './OfferInquiries';

const myInquiriesRequest: ApiRequest<SentInquiry[]> = {
  key: `${API_V1}/users/me/inquiries`,
  load: (signal) => api.get<SentInquiry[]>(`${API_V1}/users/me/inquiries`, { signal }),
};

/** 'Moje zapytania' (`/dashboard?view=inquiries`): what the person asked, about which offer, and where it stands. */
export function MyInquiriesView() {
  const inquiries = useApiData(myInquiriesRequest);
  return (
    <section className="dashboard-section stack" aria-labelledby="my-inquiries-heading">
      <h2 id="my-inquiries-heading">
        {T.myHeading}
        {inquiries.state === 'success' && <span className="muted"> ({inquiries.data.length})</span>}
      </h2>
      <p>{T.retention}</p>
      <AsyncContent
        data={inquiries}
        loadingLabel={T.loading}
        errorTitle={INQUIRY_MESSAGES.loadFailed}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title={T.myEmpty} headingLevel={3}>
            <p>
              <Link to={PUBLIC_PAGES.search.path}>{PUBLIC_PAGES.search.title}</Link>
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="stack inquiry-list">
            {rows.map((inquiry) => (
              <li key={inquiry.id} className="card inquiry-item stack">
                <h3 className="inquiry-heading">
                  <Link to={`/offer/${inquiry.offer_id}`}>{inquiry.offer_title}</Link>{' '}
                  <InquiryStatusBadge status={inquiry.status} />
                </h3>
                <InquiryFacts inquiry={inquiry} />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
