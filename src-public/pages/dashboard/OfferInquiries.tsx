import { createContext, useContext, useId, useState } from 'react';
import { API_V1 } from '../../../shared/http';
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_TEXTS as T,
  type InquiryStatus,
} from '../../../shared/inquiries';
import { INQUIRY_MESSAGES } from '../../../shared/messages/inquiries';
import { telHref } from '../../../shared/phone';
import type { InquiryCount, ReceivedInquiry } from '../../../shared/schemas/inquiries';
import { api } from '../../api';
import { AsyncContent } from '../../components/AsyncContent';
import type { ApiRequest } from '../../hooks/earlyRequests';
import { useApiData } from '../../hooks/useApiData';
import { useToast } from '../../toast/ToastProvider';
import { InquiryFacts } from './InquiryFacts';

/** Counts of the organisation's offers, read once for the whole table (`/users/me/offer-inquiry-counts`). */
export const inquiryCountsRequest: ApiRequest<InquiryCount[]> = {
  key: `${API_V1}/users/me/offer-inquiry-counts`,
  load: (signal) => api.get<InquiryCount[]>(`${API_V1}/users/me/offer-inquiry-counts`, { signal }),
};

const offerInquiriesRequest = (offerId: string): ApiRequest<ReceivedInquiry[]> => {
  const path = `${API_V1}/offers/${encodeURIComponent(offerId)}/inquiries`;
  return { key: path, load: (signal) => api.get<ReceivedInquiry[]>(path, { signal }) };
};

/** The counts by offer, for the rows of 'Moje oferty' (DashboardOverview provides them). */
export const InquiryCountsContext = createContext<ReadonlyMap<string, InquiryCount>>(new Map());

export const countsByOffer = (counts: readonly InquiryCount[] | undefined): ReadonlyMap<string, InquiryCount> =>
  new Map((counts ?? []).map((count) => [count.offer_id, count]));

const STATUS_TONES: Record<InquiryStatus, string> = { new: 'warning', answered: 'success', closed: 'info' };

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={`badge badge-${STATUS_TONES[status]}`}>{INQUIRY_STATUS_LABELS[status]}</span>;
}

/** One inquiry for the organisation: who asks, how to answer, for whom, what they need, and its status. */
interface ItemProps {
  inquiry: ReceivedInquiry;
  /** Tells the row's count that an inquiry left or joined 'Nowe'. */
  onChanged: (from: InquiryStatus, to: InquiryStatus) => void;
}

function ReceivedInquiryItem({ inquiry, onChanged }: ItemProps) {
  const { showToast, showError } = useToast();
  const [status, setStatus] = useState(inquiry.status);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const selectId = useId();

  const change = async (next: InquiryStatus) => {
    const previous = status;
    setStatus(next);
    setSaving(true);
    try {
      await api.patch(`${API_V1}/offers/${inquiry.offer_id}/inquiries/${inquiry.id}`, { json: { status: next } });
      // Focus stays on the select; the change is announced where it happened.
      setAnnouncement(`${INQUIRY_MESSAGES.statusChanged} ${INQUIRY_STATUS_LABELS[next]}.`);
      showToast({ title: INQUIRY_MESSAGES.statusChanged, variant: 'success' });
      onChanged(previous, next);
    } catch (error) {
      setStatus(previous);
      setAnnouncement('');
      showError(error, INQUIRY_MESSAGES.statusFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="card inquiry-item stack">
      <h3 className="inquiry-heading">
        {T.from}: {inquiry.name} <InquiryStatusBadge status={status} />
      </h3>
      <InquiryFacts
        inquiry={inquiry}
        contact={
          <>
            <dt>{T.email}</dt>
            <dd>
              <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
            </dd>
            {inquiry.phone && (
              <>
                <dt>{T.phoneGiven}</dt>
                <dd>
                  <a href={telHref(inquiry.phone)}>{inquiry.phone}</a>
                </dd>
              </>
            )}
          </>
        }
      />
      <div className="form-field">
        <label className="form-label" htmlFor={selectId}>
          {T.statusOf(inquiry.name)}
        </label>
        <select
          id={selectId}
          className="select"
          value={status}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) void change(event.target.value as InquiryStatus);
          }}
        >
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {INQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </div>
    </li>
  );
}

function InquiryList({ offerId, onChanged }: { offerId: string; onChanged: ItemProps['onChanged'] }) {
  const inquiries = useApiData(offerInquiriesRequest(offerId));
  return (
    <AsyncContent
      data={inquiries}
      loadingLabel={T.loading}
      errorTitle={INQUIRY_MESSAGES.loadFailed}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>{T.empty}</p>}
    >
      {(rows) => (
        <ul className="stack inquiry-list">
          {rows.map((inquiry) => (
            <ReceivedInquiryItem key={inquiry.id} inquiry={inquiry} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

/**
 * The count of an offer's inquiries on its row in 'Moje oferty', and the list under a disclosure button: the list
 * appears right after the button, so focus stays there and the next Tab reaches the first inquiry.
 */
export function OfferInquiries({ offerId, title }: { offerId: string; title: string }) {
  const count = useContext(InquiryCountsContext).get(offerId);
  const [open, setOpen] = useState(false);
  // Changes made here since the counts were read: the count follows without reloading the list (focus stays put).
  const [newDelta, setNewDelta] = useState(0);
  const panelId = useId();
  const total = count?.total ?? 0;
  const fresh = Math.max(0, (count?.new ?? 0) + newDelta);
  const changed = (from: InquiryStatus, to: InquiryStatus) =>
    setNewDelta((delta) => delta + (to === 'new' ? 1 : 0) - (from === 'new' ? 1 : 0));
  const label = `${T.count}: ${total}${fresh ? ` (${T.newOnes}: ${fresh})` : ''}`;
  if (total === 0) return <p className="muted inquiry-count">{label}</p>;
  return (
    <div className="inquiry-count">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label} – oferta „${title}”`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <InquiryList offerId={offerId} onChanged={changed} />}
      </div>
    </div>
  );
}
