import { balanceBadgeColour } from '@bilim/contract/money';
import { eq } from 'drizzle-orm';
import { onEvent } from '../../events/handlers';
import { accounts } from '../accounts/accounts.schema';

/** What money moves set off after the commit: the owner's open pages learn the new balance. */
export const billingHandlers = [
  onEvent('ledger.entry_posted', 'billing.push-balance', async (event, ctx) => {
    const [account] = await ctx.db
      .select({
        userId: accounts.userId,
        balance: accounts.balance,
        currency: accounts.currency,
        monthlyPayment: accounts.monthlyPayment,
        tariffFinishAt: accounts.tariffFinishAt,
      })
      .from(accounts)
      .where(eq(accounts.id, event.payload.account_id));
    if (!account) return;
    // The balance as it is now (a later entry may have moved it again since this one).
    ctx.realtime.toUser(account.userId, 'balance', {
      account_id: event.payload.account_id,
      balance: account.balance,
      currency: account.currency,
      badge: balanceBadgeColour({
        balance: account.balance,
        monthlyPayment: account.monthlyPayment,
        tariffFinish: account.tariffFinishAt,
        now: new Date(),
      }),
    });
  }),
];
