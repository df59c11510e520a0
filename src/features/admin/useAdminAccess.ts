/** What the signed-in user may do here, as /users/me answered (state/permissions decides). */
import { useSession } from '../../state/session';
import { canAdminister } from '../../state/permissions';

export function useAdminAccess() {
  const { user } = useSession();
  const globalAdmin = user?.global_role === 'admin';
  return { user, globalAdmin, mayAdminister: canAdminister(user) };
}
