import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's second line in a list cell (who changed it, how long it waited): smaller and in the secondary colour. */
export function SecondaryText({ children, wrapAnywhere }: { children: ReactNode; wrapAnywhere?: boolean }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', ...(wrapAnywhere && { overflowWrap: 'anywhere' }) }}>
      {children}
    </Typography>
  );
}
