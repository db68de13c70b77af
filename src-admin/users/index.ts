import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { User } from '../../shared/types';
import { personName } from '../../shared/displayName';

export default {
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (user: User) => personName(user),
};
