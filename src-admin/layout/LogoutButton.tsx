import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { TOAST_MESSAGES } from '../../shared/messages';
import type { LogoutParams } from '../providers/authProvider';
import { goToPublicSite } from './goToPublicSite';

/** Long enough for the farewell toast to be seen and announced before the public site loads. */
const FAREWELL_DELAY_MS = 1500;

/** SPEC §4: 'Wylogowano pomyślnie' – 'Do zobaczenia wkrótce!' then `/`; a failure keeps the admin here with its toast. */
export function LogoutButton() {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      const params: LogoutParams = { endSession: true };
      await authProvider?.logout(params);
      const { title, description } = TOAST_MESSAGES.adminLoggedOut;
      notify(`${title}: ${description}`, { type: 'success' });
      setTimeout(goToPublicSite, FAREWELL_DELAY_MS);
    } catch {
      const { title, description } = TOAST_MESSAGES.adminLogoutFailed;
      notify(`${title}: ${description}`, { type: 'error' });
      setPending(false);
    }
  }

  return (
    <Button color="inherit" onClick={logout} disabled={pending} startIcon={<LogoutIcon />}>
      {translate('admin.layout.logout')}
    </Button>
  );
}
