import { useEffect, useRef, type ReactNode } from 'react';
import { focusInView } from '../a11y/focus';

/**
 * The confirmation that replaces a sent form. Its status region is in the page, empty, from the form's first render
 * and the confirmation goes into it: a screen reader announces a change inside a region it already knows, while a
 * region inserted together with its text is often read only because focus moved there. Focus moves there as well,
 * since the form and its button are gone (docs/dostepnosc.md). When one outcome can replace another (a confirmed
 * alert then deleted), `outcome` names the one shown, so focus moves again to the new text.
 */
export function ConfirmationStatus({
  children,
  className,
  outcome,
}: {
  children: ReactNode;
  className: string;
  outcome?: string;
}) {
  const region = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (shown) focusInView(region.current);
  }, [shown, outcome]);
  return (
    <div ref={region} role="status" tabIndex={shown ? -1 : undefined} className={shown ? className : undefined}>
      {children}
    </div>
  );
}
