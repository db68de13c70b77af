import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Out of sight, still read: the usual clip technique. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The text of an app bar button: shown beside its icon from a tablet's width up; on a phone only the icon is shown
 * and the text stays for screen readers (and as the button's name), so that the bar fits 375 px (WCAG 1.4.10).
 */
export function BarButtonText({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: VISUALLY_HIDDEN })}>
      {children}
    </Box>
  );
}
