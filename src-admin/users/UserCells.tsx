import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isBanned } from '../../shared/permissions';
import type { User } from '../../shared/types';
import { personName } from '../../shared/displayName';

export function UserIdentityCell({ user }: { user: User }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {personName(user)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {user.email}
      </Typography>
    </Box>
  );
}

/** Blocked while `banned_until` lies in the future (isBanned). */
export function UserStatusCell({ user }: { user: User }) {
  const translate = useTranslate();
  const banned = isBanned(user.banned_until);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`resources.users.status.${banned ? 'banned' : 'active'}`)}
      sx={
        banned
          ? { color: 'error.main', borderColor: 'error.main' }
          : { color: 'success.main', borderColor: 'success.main' }
      }
    />
  );
}

/** A check or a warning icon, each with its text for screen readers (the icon alone would say nothing). */
export function UserVerifiedCell({ user }: { user: User }) {
  const translate = useTranslate();
  const text = translate(`resources.users.verified.${user.is_verified ? 'yes' : 'no'}`);
  return user.is_verified ? (
    <CheckCircleIcon titleAccess={text} sx={{ color: 'success.main' }} />
  ) : (
    <WarningAmberIcon titleAccess={text} sx={{ color: 'warning.main' }} />
  );
}
