import { Box } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The first focusable element of every back-office screen, as on the public site: it sits inside the banner and
 * leaves focus on the content (react-admin's own button focuses the content and then blurs it, leaving focus on
 * the page's body).
 */
export function SkipLink() {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const content = document.getElementById('main-content');
    if (!content) return;
    event.preventDefault();
    content.tabIndex = -1;
    content.focus();
  };
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 16,
        top: '-10rem',
        zIndex: 5000,
        px: 2,
        py: 1.5,
        fontWeight: 700,
        color: '#0b1f3a',
        backgroundColor: '#ffffff',
        borderRadius: '0 0 4px 4px',
        '&:focus': { top: 0 },
      }}
    >
      {translate('admin.layout.skip_to_content')}
    </Box>
  );
}
