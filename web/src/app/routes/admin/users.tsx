import { UsersList } from '@/features/staff/components/users-list';
import { adminPaths } from '@/config/admin-paths';

/** /admin/users: support's user search, each user opening on the admin's page. */
export function Component() {
  return <UsersList userHref={adminPaths.user.getHref} />;
}
