import { useParams } from 'react-router';
import { OpenAccountForm } from '@/features/admin/components/open-account-form';
import { UserPage } from '@/features/staff/components/user-page';
import { adminPaths } from '@/config/admin-paths';
import { Component as NotFoundPage } from '../not-found';

/**
 * /admin/users/{userId}: what support sees of a user (roles, restrictions, records, reviews,
 * complaints, staff actions), each account opening its money page, and a new account for them.
 */
export function Component() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundPage />;
  return (
    <UserPage
      key={userId}
      userId={userId}
      backHref={adminPaths.users.getHref()}
      accountHref={adminPaths.accountEdit.getHref}
      actions={<OpenAccountForm userId={userId} />}
    />
  );
}
