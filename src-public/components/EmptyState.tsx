import type { ReactNode } from 'react';

/** Says why nothing is shown and what to do next, instead of an empty space. */
export function EmptyState({
  title,
  children,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}
