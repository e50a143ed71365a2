import { AuditLog } from '@/features/staff/components/audit-log';

/** /admin/audit: the whole audit log, searched (admins). */
export function Component() {
  return <AuditLog />;
}
