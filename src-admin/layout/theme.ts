import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's theme with colours that keep WCAG AA contrast: MUI's default blue (#1976d2) reads at about
 * 4.4:1 on react-admin's page background and its info/warning toasts fall below 4.5:1 with white text.
 */
/** The focus ring's colour: 8.6:1 on white. */
const FOCUS_RING = '#0d47a1';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1', contrastText: '#ffffff' },
    secondary: { main: '#4a148c', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    error: { main: '#b71c1c', contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    // The app bar has its own skip link inside the banner (layout/SkipLink.tsx).
    RaSkipNavigationButton: { styleOverrides: { root: { display: 'none' } } },
    // react-admin keeps the bulk toolbar in the page, only folded to zero height, while nothing is selected: its
    // buttons ('Odznacz', 'Zatwierdź zaznaczone', …) would take focus and be read while invisible (WCAG 2.4.7).
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // react-admin lets the page grow to its widest content ('fit-content'); the page and the content beside the menu
    // may shrink below their tables' width instead, so that a wide table scrolls in its own region
    // (common/TableRegion.tsx) instead of widening the page.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // A sort button is a target of at least 24 × 24 CSS px (WCAG 2.5.8) whatever its text and the rows around it.
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring on every control (MUI removes the browser's): dark blue with a white halo, so that it keeps
        // at least 3:1 both on white surfaces and on the blue app bar (WCAG 2.4.7, 1.4.11).
        'body :focus-visible, body .Mui-focusVisible': {
          outline: `3px solid ${FOCUS_RING} !important`,
          outlineOffset: '2px',
          boxShadow: '0 0 0 5px #ffffff',
        },
      },
    },
  },
};
