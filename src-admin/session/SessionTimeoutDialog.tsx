import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { SESSION_TIMEOUT_MESSAGES as M } from '../../shared/messagesSession';
import { useSessionCountdown } from '../../shared/useSessionCountdown';
import { useAdminLogout } from '../layout/LogoutButton';
import { extendSession, useSessionWarning } from './sessionWarning';

/** The warning before an idle back-office session ends: mounted in the layout, shown only while warned. */
export function SessionTimeoutWarning() {
  const expiresAt = useSessionWarning();
  return expiresAt === null ? null : <SessionTimeoutDialog expiresAt={expiresAt} />;
}

/**
 * After the GOV.UK/HMRC timeout warning, as on the public site: an alert dialog whose focus starts on 'Przedłuż
 * sesję' ('Wyloguj' second); Escape also keeps the session, a click beside it does nothing. The time left is read when
 * it opens and then only at 60 and 20 seconds.
 */
function SessionTimeoutDialog({ expiresAt }: { expiresAt: number }) {
  const titleId = useId();
  const descriptionId = useId();
  const countdown = useSessionCountdown(expiresAt);
  const { logout, pending } = useAdminLogout();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const extend = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await extendSession();
      // Still open after a renewal: the session reached its absolute limit and cannot be extended.
      if (mounted.current) setProblem(M.cannotExtend);
    } catch {
      if (mounted.current) setProblem(M.extendFailed);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason === 'escapeKeyDown' && void extend()}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      PaperProps={{ role: 'alertdialog' }}
      sx={{ zIndex: (theme) => theme.zIndex.snackbar + 1 }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{M.title}</DialogTitle>
      <DialogContent>
        <Box id={descriptionId}>
          <Typography>
            <Box component="span" sx={visuallyHidden}>
              {countdown.opening}
            </Box>
            <Box component="span" aria-hidden="true" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {countdown.shown}
            </Box>
          </Typography>
          <Typography sx={{ mt: 1 }}>{M.draftsKept}</Typography>
        </Box>
        <Box sx={visuallyHidden} aria-live="assertive" aria-atomic="true">
          {countdown.announcement}
        </Box>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus aria-disabled={busy || undefined} onClick={() => void extend()}>
          {busy ? M.extending : M.extend}
        </Button>
        <Button onClick={() => void logout()} disabled={pending}>
          {M.signOut}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
