import { AccountsList } from '@/features/admin/components/accounts-list';

/** /admin/accounts: every account, found by title or owner. */
export function Component() {
  return <AccountsList />;
}
