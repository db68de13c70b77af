import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useListContext, type Identifier } from 'react-admin';

/** Tells the list which row was just decided. */
const DecisionFocusContext = createContext<(id: Identifier) => void>(() => undefined);
export const useDecisionFocus = () => useContext(DecisionFocusContext);

interface DecisionFocusProps {
  /** The id of a row's status cell, which says the new status when the row is still listed. */
  statusId: (id: Identifier) => string;
  /** The row action that opens the next decision, e.g. `[id^="appeal-decide-"]`. */
  nextAction: string;
  children: ReactNode;
}

/**
 * Where focus goes after a decision, once the list has reloaded (the opening button is gone with it): the row's status
 * when the filter still shows the row, else the next row waiting for a decision, else the main content — never the
 * page body, which would send a keyboard user back to the top of the page.
 */
export function DecisionFocus({ statusId, nextAction, children }: DecisionFocusProps) {
  const { data } = useListContext();
  const [decided, setDecided] = useState<{ id: Identifier; data: unknown } | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    // Only the reloaded list counts: the rows shown while the decision was saved are the old ones.
    if (!decided || data === decided.data) return;
    setDecided(null);
    const main = document.getElementById('main-content');
    if (main) main.tabIndex = -1;
    const target =
      document.getElementById(statusId(decided.id)) ?? document.querySelector<HTMLElement>(nextAction) ?? main;
    target?.focus();
  }, [data, decided, statusId, nextAction]);

  const markDecided = useCallback((id: Identifier) => setDecided({ id, data: dataRef.current }), []);
  const value = useMemo(() => markDecided, [markDecided]);
  return <DecisionFocusContext.Provider value={value}>{children}</DecisionFocusContext.Provider>;
}
