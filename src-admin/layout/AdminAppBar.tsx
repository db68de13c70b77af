import HomeIcon from '@mui/icons-material/Home';
import { Box, Button } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LogoutButton } from './LogoutButton';
import { RoleBadge } from './RoleBadge';

export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LoadingIndicator />
          <Button color="inherit" href="/" startIcon={<HomeIcon />}>
            {translate('admin.layout.back_to_portal')}
          </Button>
          <LogoutButton />
        </Box>
      }
    >
      <TitlePortal />
      <RoleBadge />
    </AppBar>
  );
}
