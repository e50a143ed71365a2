import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/db';
import { emit } from '../../events/emit';
import type { Actor } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { listingNotFound, transitionListing } from './cabinet-listings.commands';
import { listingTable, type ListingKind } from './listing-kinds';
import { moderationPolicy } from './listings.policy';

/**
 * Support takes a published card or event off the site with a reason (moderation, spec §6): the
 * cabinet's own unpublish transition, with the audit entry and `listing.moderated` (the owner is
 * notified with the reason) in its transaction. Anything but a published record is left as it is
 * (false): already off the site, nothing to take down and nothing to record.
 */
export async function unpublishBySupport(
  ctx: Pick<AppContext, 'clock'> & { db: Executor },
  actor: AuditedActor,
  kind: ListingKind,
  id: number,
  reason: string,
): Promise<boolean> {
  moderationPolicy.authorize(actor, 'unpublish', null);
  const table = listingTable(kind);
  const [record] = await ctx.db
    .select({ state: table.state, title: table.title, ownerUserId: accounts.userId })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(eq(table.id, id));
  if (!record) throw listingNotFound(kind);
  if (record.state !== 'published') return false;
  await transitionListing(ctx, kind, id, 'unpublish', async (tx, before) => {
    await recordAudit(tx, actor, {
      action: 'listing.unpublish',
      subject: { type: kind, id },
      userId: record.ownerUserId,
      before: { state: before.state },
      after: { state: 'unpublished', reason },
    });
    await emit(tx, {
      type: 'listing.moderated',
      payload: {
        kind,
        id,
        title: record.title,
        reason,
        account_id: before.accountId,
        owner_user_id: record.ownerUserId,
      },
    });
  });
  return true;
}

/** Whether the actor may moderate records (the web app shows the action by it). */
export const canModerate = (actor: Actor | null) => moderationPolicy.can(actor, 'unpublish', null);
