import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { TOAST_MESSAGES } from '../../shared/messages';
import { useNotifyToast } from '../common/useNotifyToast';
import type { LogoutParams } from '../providers/authProvider';
import { goToPublicSite } from './goToPublicSite';
import { BarButtonText } from './BarButtonText';

/** Long enough for the farewell toast to be seen and announced before the public site loads. */
const FAREWELL_DELAY_MS = 1500;

/**
 * 'Wylogowano pomyślnie' – 'Do zobaczenia wkrótce!' then `/`; a failure keeps the admin here with its toast.
 * Used by the bar's button and the session warning's 'Wyloguj'.
 */
export function useAdminLogout() {
  const authProvider = useAuthProvider();
  const notifyToast = useNotifyToast();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      const params: LogoutParams = { endSession: true };
      await authProvider?.logout(params);
      notifyToast(TOAST_MESSAGES.adminLoggedOut, 'success');
      setTimeout(goToPublicSite, FAREWELL_DELAY_MS);
    } catch {
      notifyToast(TOAST_MESSAGES.adminLogoutFailed, 'error');
      setPending(false);
    }
  }
  return { logout, pending };
}

export function LogoutButton() {
  const translate = useTranslate();
  const { logout, pending } = useAdminLogout();
  return (
    <Button color="inherit" onClick={() => void logout()} disabled={pending} startIcon={<LogoutIcon />}>
      <BarButtonText>{translate('admin.layout.logout')}</BarButtonText>
    </Button>
  );
}
