import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Button, Toolbar, type SxProps, type Theme } from '@mui/material';
import {
  AppBarClasses,
  HideOnScroll,
  LoadingIndicator,
  SidebarToggleButton,
  TitlePortal,
  useTranslate,
} from 'react-admin';
import { AccessibilityModeToggles } from './AccessibilityModeToggles';
import { BarButtonText } from './BarButtonText';
import { LogoutButton } from './LogoutButton';
import { RoleBadge } from './RoleBadge';
import { SkipLink } from './SkipLink';

/**
 * On a phone the bar's buttons show only their icons, compact; should they still not fit (a long role badge), their
 * row scrolls on its own and each button scrolls into view when it takes focus, never cut off out of reach.
 */
const BAR_LAYOUT: SxProps<Theme> = (theme) => ({
  px: 1,
  // A phone's bar has no room left for the screen's name: the screen's h1 right below names it, uncut.
  [theme.breakpoints.down('sm')]: { [`& .${AppBarClasses.title}`]: { display: 'none' } },
  [theme.breakpoints.down('md')]: {
    '& .admin-bar-actions': { minWidth: 0, overflowX: 'auto' },
    '& .admin-bar-actions .MuiButton-root': { minWidth: 40, px: 1 },
    '& .admin-bar-actions .MuiButton-startIcon': { mx: 0 },
  },
});

/**
 * react-admin's app bar rebuilt with the skip link as its first element: inside the banner landmark and before the
 * menu button, so that every screen starts the same way as the public site.
 */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <HideOnScroll>
      <AppBar color="primary" className={AppBarClasses.appBar}>
        <Toolbar disableGutters variant="dense" className={AppBarClasses.toolbar} sx={BAR_LAYOUT}>
          <SkipLink />
          <SidebarToggleButton className={AppBarClasses.menuButton} />
          <TitlePortal className={AppBarClasses.title} />
          <RoleBadge />
          <Box className="admin-bar-actions" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, md: 1 } }}>
            <LoadingIndicator />
            <AccessibilityModeToggles />
            <Button color="inherit" href="/" startIcon={<HomeIcon />}>
              <BarButtonText>{translate('admin.layout.back_to_portal')}</BarButtonText>
            </Button>
            <LogoutButton />
          </Box>
        </Toolbar>
      </AppBar>
    </HideOnScroll>
  );
}
