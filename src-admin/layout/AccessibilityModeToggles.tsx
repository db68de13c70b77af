import ContrastIcon from '@mui/icons-material/Contrast';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ADMIN_MODES, setAdminMode, useAdminModes, type AdminMode } from './accessibilityModes';
import { BarButtonText } from './BarButtonText';

const MODE_CONTROLS: Record<AdminMode, { message: string; icon: ReactNode }> = {
  highContrast: { message: 'admin.layout.accessibility.high_contrast', icon: <ContrastIcon /> },
  darkMode: { message: 'admin.layout.accessibility.dark_mode', icon: <DarkModeIcon /> },
};

/**
 * The public site's 'Wysoki kontrast' and 'Tryb ciemny' inside the back office: toggle buttons (aria-pressed) that
 * store the same settings, so the portal follows. Pressed, a button is framed, a cue that does not rest on colour;
 * focus stays on it while the whole panel changes its theme. Forced colours (Windows contrast themes) paint a
 * transparent border too, so there a pressed button is filled with the system's selection colour instead.
 */
export function AccessibilityModeToggles() {
  const translate = useTranslate();
  const modes = useAdminModes();
  return (
    <Box
      role="group"
      aria-label={translate('admin.layout.accessibility.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {ADMIN_MODES.map((mode) => (
        <Button
          key={mode}
          color="inherit"
          aria-pressed={modes[mode]}
          onClick={() => setAdminMode(mode, !modes[mode])}
          startIcon={MODE_CONTROLS[mode].icon}
          sx={{
            border: 2,
            borderColor: modes[mode] ? 'currentColor' : 'transparent',
            '@media (forced-colors: active)': modes[mode]
              ? {
                  forcedColorAdjust: 'none',
                  backgroundColor: 'Highlight',
                  color: 'HighlightText',
                  borderColor: 'Highlight',
                }
              : { borderColor: 'Canvas' },
          }}
        >
          <BarButtonText>{translate(MODE_CONTROLS[mode].message)}</BarButtonText>
        </Button>
      ))}
    </Box>
  );
}
