import type { ReactNode } from 'react';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';

interface InfoPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the informational and legal pages: title, heading, an introduction and readable text width. */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  useDocumentTitle(title);
  return (
    <div className="info-page prose">
      <PageHeading>{title}</PageHeading>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}
