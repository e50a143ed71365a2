import { useState } from 'react';
import { ErrorState } from '@/components/query-state';
import { useUserAudit } from '../api/users';
import { AuditTable } from './audit-table';

/** The audit entries about a user, on their support page, newest first. */
export function UserAudit({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const audit = useUserAudit(userId, page);
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />;
  return <AuditTable entries={audit.data} fetching={audit.isFetching} onPage={setPage} />;
}
