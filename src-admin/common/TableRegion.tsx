import { Box } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useScreenName } from '../layout/ScreenFrame';

/**
 * A list's table scrolls sideways inside its own box on a narrow screen (a phone at 375 px) instead of widening the
 * page (WCAG 1.4.10). The box is a named region; while its table is wider than it, the box takes focus so that it can
 * be scrolled with the arrow keys too. A box that does not scroll stays out of the tab order: a tab stop that does
 * nothing is noise (and IBM's element_tabbable_role_valid).
 */
export function TableRegion({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={box}
      role="region"
      aria-label={translate('admin.layout.table_region', { name: useScreenName() })}
      tabIndex={scrolls ? 0 : undefined}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}
