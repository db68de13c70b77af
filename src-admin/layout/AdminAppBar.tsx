import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Button, Toolbar } from '@mui/material';
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
 * react-admin's app bar rebuilt with the skip link as its first element: inside the banner landmark and before the
 * menu button, so that every screen starts the same way as the public site.
 */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <HideOnScroll>
      <AppBar color="primary" className={AppBarClasses.appBar}>
        <Toolbar disableGutters variant="dense" className={AppBarClasses.toolbar} sx={{ px: 1 }}>
          <SkipLink />
          <SidebarToggleButton className={AppBarClasses.menuButton} />
          <TitlePortal />
          <RoleBadge />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
