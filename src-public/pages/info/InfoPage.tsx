import type { ReactNode } from 'react';
import { PUBLIC_PAGES, type FixedPageKey } from '../../../shared/publicPages';
import { PAGE_SUMMARIES } from '../../../shared/messages/pageSummaries';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { PageSummary } from './PageSummary';

interface InfoPageProps {
  /** Which page of the table of public pages this is: its title is the heading and the document title. */
  page: FixedPageKey;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the informational and legal pages: title, heading, the 'W skrócie' box where the page has one, an
 * introduction and readable text width.
 */
export function InfoPage({ page, lead, children }: InfoPageProps) {
  const { title } = PUBLIC_PAGES[page];
  const summary = PAGE_SUMMARIES[page];
  useDocumentTitle(title);
  return (
    <div className="info-page prose">
      <PageHeading>{title}</PageHeading>
      {summary && <PageSummary sentences={summary} />}
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}
