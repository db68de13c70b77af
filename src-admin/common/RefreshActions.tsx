import type { ReactNode } from 'react';
import { RefreshButton, TopToolbar } from 'react-admin';

/** A list's toolbar: its own buttons (e.g. "add") followed by "Odśwież". */
export function RefreshActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <RefreshButton />
    </TopToolbar>
  );
}
