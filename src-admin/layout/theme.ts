import type { AlertProps, Theme } from '@mui/material';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import type { AdminModes } from './accessibilityModes';

/** The colours a mode changes beyond the palette: the app bar's and the focus ring's. */
interface ModeColours {
  /** The focus ring and the halo between it and the control: at least 3:1 on the page, the paper and the app bar. */
  focusRing: string;
  focusHalo: string;
  appBar?: { background: string; text: string; border?: string };
  /** Drawn around papers (dialogs, cards, menus) and the app bar where their edge is otherwise only a shade. */
  paperBorder?: string;
}

function componentsFor(base: RaThemeOptions, colours: ModeColours): RaThemeOptions['components'] {
  return {
    ...base.components,
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
    // An open menu wraps an entry's label instead of cutting it with an ellipsis ('Synonimy wyszukiw…'); the folded
    // menu shows only the icons, each entry one row high.
    RaMenu: {
      styleOverrides: {
        root: {
          '&.RaMenu-open .RaMenuItemLink-root, &.RaMenu-open .RaMenuItemLink-root .MuiTypography-noWrap': {
            whiteSpace: 'normal',
          },
        },
      },
    },
    // Buttons and tabs say their label as written: capitals make Polish words harder to read and some screen
    // readers spell them letter by letter.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    // react-admin fills an input's empty helper line with a zero-width space, which screen readers announce as part
    // of the field's description: inputs without a hint have no helper line (an error still shows there).
    RaTextInput: { defaultProps: { helperText: false } },
    RaSelectInput: { defaultProps: { helperText: false } },
    RaNumberInput: { defaultProps: { helperText: false } },
    RaBooleanInput: { defaultProps: { helperText: false } },
    RaCheckboxGroupInput: { defaultProps: { helperText: false } },
    // A sort button is a target of at least 24 × 24 CSS px (WCAG 2.5.8) whatever its text and the rows around it.
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
    ...(colours.appBar && {
      MuiAppBar: {
        styleOverrides: {
          root: {
            '--AppBar-background': colours.appBar.background,
            '--AppBar-color': colours.appBar.text,
            borderBottom: colours.appBar.border ? `2px solid ${colours.appBar.border}` : undefined,
          },
        },
      },
    }),
    // Dark papers are lightened by a gradient per elevation, a background the contrast checks cannot measure.
    // MUI fills a dark mode's toast with the darker shade of its light colour yet keeps the text meant for the
    // light one (black on a dimmed red reads at 4:1): the light colour with its own text colour instead.
    ...(base.palette?.mode === 'dark' && {
      MuiAlert: {
        styleOverrides: {
          filled: ({ ownerState, theme }: { ownerState: AlertProps; theme: Theme }) => {
            const tone = theme.palette[ownerState.color ?? ownerState.severity ?? 'success'];
            return { backgroundColor: tone.main, color: tone.contrastText };
          },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: {
            backgroundImage: 'none',
            ...(colours.paperBorder && {
              '&.MuiDialog-paper, &.MuiMenu-paper, &.MuiCard-root': { border: `2px solid ${colours.paperBorder}` },
            }),
          },
        },
      },
    }),
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring on every control (MUI removes the browser's): a solid ring with a halo of the page's colour
        // between it and the control, so that it keeps at least 3:1 both on the surfaces and on the app bar
        // (WCAG 2.4.7, 1.4.11).
        'body :focus-visible, body .Mui-focusVisible': {
          outline: `3px solid ${colours.focusRing} !important`,
          outlineOffset: '2px',
          boxShadow: `0 0 0 5px ${colours.focusHalo}`,
        },
        // Forced colours (Windows contrast themes) drop the halo; the ring takes the system's focus colour.
        '@media (forced-colors: active)': {
          'body :focus-visible, body .Mui-focusVisible': { outlineColor: 'Highlight !important' },
        },
      },
    },
  };
}

/**
 * react-admin's theme with colours that keep WCAG AA contrast: MUI's default blue (#1976d2) reads at about
 * 4.4:1 on react-admin's page background and its info/warning toasts fall below 4.5:1 with white text.
 * The focus ring (#0d47a1) is 8.6:1 on white and kept apart from the blue app bar by a white halo.
 */
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
  components: componentsFor(defaultTheme, { focusRing: '#0d47a1', focusHalo: '#ffffff' }),
};

/**
 * 'Tryb ciemny', in the public site's dark colours (src-public/styles/theme.css): light text at least 11:1 on the
 * page and papers, light accents with dark text on them, a yellow focus ring (11:1 on the page, 13:1 on the bar).
 */
const darkPalette: RaThemeOptions['palette'] = {
  ...defaultDarkTheme.palette,
  mode: 'dark',
  background: { default: '#121417', paper: '#1c2026' },
  text: { primary: '#eceff3', secondary: '#b7bec8', disabled: '#8d96a3' },
  divider: '#3a414b',
  primary: { main: '#8cbcf5', contrastText: '#0b1d33' },
  secondary: { main: '#cdb1f2', contrastText: '#1a0b33' },
  info: { main: '#8cbcf5', contrastText: '#0b1d33' },
  warning: { main: '#f4c27a', contrastText: '#2b1a00' },
  success: { main: '#8fd6a3', contrastText: '#0b2612' },
  error: { main: '#ff9a91', contrastText: '#2b0705' },
};

export const adminDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: darkPalette,
  components: componentsFor(
    { ...defaultDarkTheme, palette: darkPalette },
    {
      focusRing: '#ffd166',
      focusHalo: '#121417',
      appBar: { background: '#0b1624', text: '#eceff3' },
    },
  ),
};

/**
 * 'Wysoki kontrast', as on the public site: white text and borders on black, yellow for what acts (buttons, links,
 * the active menu entry), a cyan focus ring (16:1 on black), and every paper's edge drawn in white.
 */
const highContrastPalette: RaThemeOptions['palette'] = {
  ...defaultDarkTheme.palette,
  mode: 'dark',
  background: { default: '#000000', paper: '#000000' },
  text: { primary: '#ffffff', secondary: '#ffffff', disabled: '#c8c8c8' },
  divider: '#ffffff',
  primary: { main: '#ffff00', contrastText: '#000000' },
  secondary: { main: '#ffd0ff', contrastText: '#000000' },
  info: { main: '#80e0ff', contrastText: '#000000' },
  warning: { main: '#ffd080', contrastText: '#000000' },
  success: { main: '#80ff80', contrastText: '#000000' },
  error: { main: '#ff8080', contrastText: '#000000' },
  action: { active: '#ffffff', hover: 'rgba(255, 255, 0, 0.2)', selected: 'rgba(255, 255, 0, 0.3)' },
};

export const adminHighContrastTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: highContrastPalette,
  components: componentsFor(
    { ...defaultDarkTheme, palette: highContrastPalette },
    {
      focusRing: '#00ffff',
      focusHalo: '#000000',
      appBar: { background: '#000000', text: '#ffffff', border: '#ffffff' },
      paperBorder: '#ffffff',
    },
  ),
};

/** The theme of the modes chosen; high contrast wins over dark when both are on, as on the public site. */
export function adminThemeFor(modes: AdminModes): RaThemeOptions {
  if (modes.highContrast) return adminHighContrastTheme;
  return modes.darkMode ? adminDarkTheme : adminTheme;
}
