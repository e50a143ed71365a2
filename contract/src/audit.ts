import { z } from 'zod';
import { dayField, idParam, pageMetaSchema, pageQuery } from './api';

/**
 * The audit log (issue 14, spec §6): every staff action, who took it (and as whom, while
 * impersonating), on which record, what changed where it matters, when and from which address.
 * Written in the transaction of the action itself; never edited.
 */
export const AUDIT_ACTIONS = [
  'restriction.create',
  'restriction.remove',
  'review.delete',
  'comment.delete',
  'review.update',
  'review.restore',
  'comment.update',
  'comment.restore',
  'complaint.close',
  'balance.adjust',
  'account.create',
  'tariff.grant',
  'charge.refund',
  'settings.update',
  'support_chat.assign',
  'support_chat.close',
  'impersonation.start',
  'impersonation.end',
  /** A change made while impersonating (the route and what it named): staff and user both recorded. */
  'impersonation.request',
  'listing.unpublish',
  'slide.create',
  'slide.update',
  'slide.delete',
  'slide.reorder',
  'vip.grant',
  'vip.end',
  'promotion.set',
  'role.grant',
  'role.revoke',
  'tariff.create',
  'tariff.update',
  'tariff.delete',
  'city.create',
  'city.update',
  'city.delete',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'language.create',
  'language.update',
  'language.delete',
  'tag.create',
  'tag.update',
  'tag.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const AUDIT_SUBJECTS = [
  'user',
  'restriction',
  'review',
  'comment',
  'complaint',
  'account',
  'ledger_entry',
  'settings',
  'chat',
  'card',
  'event',
  'slide',
  'tariff',
  'city',
  'category',
  'language',
  'tag',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_PER_PAGE = 50;

/** GET /api/admin/audit: newest first, narrowed by who acted, whom it concerns, what, when. */
export const auditQuery = z.object({
  ...pageQuery(AUDIT_PER_PAGE),
  actor_id: idParam.optional(),
  user_id: idParam.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  subject_type: z.enum(AUDIT_SUBJECTS).optional(),
  from: dayField().optional(),
  to: dayField().optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff member who acted. */
  actor: personSchema,
  /** The user the staff member was signed in as, when impersonating. */
  as_user: personSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: z.number().int().nullable(),
  /** The user the action concerns (the restricted user, the review's author, the account's owner). */
  user: personSchema.nullable(),
  /** The record's relevant fields before and after, where it matters. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditAnswer = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });
