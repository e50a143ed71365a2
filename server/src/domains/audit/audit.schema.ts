import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@bilim/contract/audit';

/**
 * The audit log: one row per staff action, written in the action's own transaction
 * (`recordAudit`), so an action that committed has its entry and a rolled-back one has none.
 * Never edited: a trigger refuses every UPDATE, DELETE and TRUNCATE, whatever the caller. The
 * user ids carry no foreign keys on purpose: an entry outlives what it names, unchanged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who acted (the impersonator, while impersonating). */
    actorId: integer('actor_id').notNull(),
    /** The user the staff member was signed in as (impersonation); null when acting as oneself. */
    asUserId: integer('as_user_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectType: text('subject_type', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }),
    /** The user the action concerns, so a user's support page lists what staff did about them. */
    userId: integer('user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('audit_log_user_idx')
      .on(table.userId, table.at.desc())
      .where(sql`user_id is not null`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
