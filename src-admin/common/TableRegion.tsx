import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useScreenName } from '../layout/ScreenFrame';

/**
 * A list's table scrolls sideways inside its own box on a narrow screen (a phone at 375 px) instead of widening the
 * page (WCAG 1.4.10). The box is a named region that takes focus, so that it can be scrolled with the arrow keys too.
 */
export function TableRegion({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate('admin.layout.table_region', { name: useScreenName() })}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}
