import type { ReactNode } from 'react';
import { INQUIRY_TEXTS as T, needLabels } from '../../../shared/inquiries';
import type { SentInquiry } from '../../../shared/schemas/inquiries';
import { PlainText } from '../../components/PlainText';
import { formatDate } from '../../format';

type InquiryFactsSource = Pick<
  SentInquiry,
  'created_at' | 'on_behalf_name' | 'on_behalf_relation' | 'needs' | 'message'
>;

/**
 * What an inquiry says, the same for the person who sent it and the organisation that received it: when, for whom,
 * what they need, and the message. `contact` adds the ways to answer, which only the organisation sees.
 */
export function InquiryFacts({ inquiry, contact }: { inquiry: InquiryFactsSource; contact?: ReactNode }) {
  return (
    <>
      <dl className="inquiry-facts">
        <dt>{T.sentAt}</dt>
        <dd>
          <time dateTime={inquiry.created_at}>{formatDate(inquiry.created_at)}</time>
        </dd>
        {contact}
        {inquiry.on_behalf_name && (
          <>
            <dt>{T.onBehalfOf}</dt>
            <dd>
              {inquiry.on_behalf_name}
              {inquiry.on_behalf_relation ? ` (${inquiry.on_behalf_relation})` : ''}
            </dd>
          </>
        )}
        <dt>{T.needs}</dt>
        <dd>{inquiry.needs.length ? needLabels(inquiry.needs).join(', ') : T.needsNotGiven}</dd>
      </dl>
      <div className="prose">
        <PlainText text={inquiry.message} />
      </div>
    </>
  );
}
