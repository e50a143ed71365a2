import { UsersList } from '@/features/staff/components/users-list';

/** /support/users (support and admins). */
export function Component() {
  return <UsersList />;
}
