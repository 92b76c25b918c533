import { UsersView } from './users-view.js';
import { useUsers } from './use-users.js';

/** /admin/users */
export function UsersScreen() {
  return <UsersView {...useUsers()} />;
}
