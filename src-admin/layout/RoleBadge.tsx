import { Chip } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { ROLE_LABELS } from '../../shared/roles';
import type { AdminIdentity } from '../providers/authProvider';

/** 'Super Administrator' or 'Administrator', in colours that keep 7:1 contrast on the app bar. */
export function RoleBadge() {
  const { identity } = useGetIdentity();
  const role = (identity as AdminIdentity | undefined)?.role;
  if (role !== 'admin' && role !== 'superadmin') return null;
  return (
    <Chip
      label={ROLE_LABELS[role]}
      size="small"
      sx={{ mx: 1, fontWeight: 700, color: '#0b1f3a', backgroundColor: role === 'superadmin' ? '#ffe08a' : '#e3f2fd' }}
    />
  );
}
