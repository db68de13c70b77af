import { useGetIdentity } from 'react-admin';
import type { Account } from '../../shared/permissions';
import type { AdminIdentity } from '../providers/authProvider';

/** The signed-in admin as the permission rules see him, once his identity has loaded. */
export function useActor(): Account | undefined {
  const { identity } = useGetIdentity();
  const admin = identity as AdminIdentity | undefined;
  return admin ? { id: admin.id, role: admin.role } : undefined;
}
