import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { User } from '../../shared/types';
import { userName } from './userName';

export default {
  list: lazy(() => import('./UserList')),
  icon: PeopleIcon,
  recordRepresentation: (user: User) => userName(user),
};
