import { useCanAccess } from 'react-admin';
import type { Role } from '../plugin/types';
import { useHostPermissions } from '../plugin/RegistryContext';

/**
 * Whether the signed-in user may change records of `resource`: react-admin's canAccess with the
 * action 'write' (the resource is on a menu the user can open), and — while canAccess does not
 * yet tell writing from reading — the user's role among `writers` when given (admin always
 * writes; agent2 counts as agent). False until both are known. The server checks the same rules.
 */
export function useCanWrite(resource: string, writers?: Role[]): boolean {
  const { canAccess } = useCanAccess({ resource, action: 'write' });
  const permissions = useHostPermissions();
  if (canAccess !== true || !permissions) return false;
  const { role } = permissions;
  if (!writers || role === 'admin') return true;
  return writers.includes(role) || (role === 'agent2' && writers.includes('agent'));
}
