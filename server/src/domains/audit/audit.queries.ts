import type { AuditAction, AuditEntry, AuditSubject } from '@bilim/contract/audit';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { withinKazakhstanDays } from '../../lib/kazakhstan-days';
import { userNames } from '../users/user-names';
import { auditLog, type AuditRow } from './audit.schema';

export interface AuditFilter {
  actorId?: number | undefined;
  userId?: number | undefined;
  action?: AuditAction | undefined;
  subjectType?: AuditSubject | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

/** Audit entries newest first, narrowed by who acted, whom it concerns, what and which days. */
export async function findAuditEntries(
  db: Executor,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.subjectType === undefined ? undefined : eq(auditLog.subjectType, filter.subjectType),
    withinKazakhstanDays(auditLog.at, filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Entries as the API sends them, with the names of the people they name. */
export async function presentAuditEntries(db: Executor, rows: AuditRow[]): Promise<AuditEntry[]> {
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.actorId, row.asUserId, row.userId]),
  );
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: names.get(row.actorId) ?? '' },
    as_user: person(row.asUserId),
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    user: person(row.userId),
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
}
