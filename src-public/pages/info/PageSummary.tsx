import { useId } from 'react';
import { PAGE_SUMMARY_HEADING } from '../../../shared/messages/pageSummaries';

/**
 * 'W skrócie' at the top of a legal or help page: GOV.UK's inset text with a heading, one short sentence per idea, so a
 * reader gets the gist before the full text (docs/dostepnosc.md).
 */
export function PageSummary({ sentences }: { sentences: readonly string[] }) {
  const headingId = useId();
  return (
    <section className="page-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{PAGE_SUMMARY_HEADING}</h2>
      <ul>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
