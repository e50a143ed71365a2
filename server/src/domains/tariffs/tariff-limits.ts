import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AccountLimits } from '@bilim/contract/tariffs';
import type { Executor } from '../../db/db';
import { AppError, notFound } from '../../lib/errors';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { LISTING_KINDS, type ListingKind } from '../listings/listing-kinds';
import { photos } from '../listings/listings.schema';
import { tariffs, type TariffRow } from './tariffs.schema';

/**
 * The one place tariff limits are enforced (spec §3). Each check locks the account's row
 * (`select … for update`) inside the caller's transaction, so two writes of one account take
 * turns and cannot both pass at the limit. Over a limit: 403 TARIFF_LIMIT_REACHED.
 */
export const tariffLimitReached = () => new AppError('TARIFF_LIMIT_REACHED');

/**
 * The limits an account works under: its tariff's, or on Flexible the amounts it chose (photos
 * per card and per event alike; statistics when chosen).
 */
export function accountLimits(
  account: Pick<AccountRow, 'flexCards' | 'flexEvents' | 'flexPhotos' | 'flexStatistics'>,
  tariff: TariffRow,
): AccountLimits {
  if (tariff.kind === 'flexible' && account.flexCards !== null) {
    const photos = account.flexPhotos ?? tariff.cardPhotosLimit;
    return {
      cards: account.flexCards,
      events: account.flexEvents ?? 0,
      card_photos: photos,
      event_photos: photos,
      statistics: account.flexStatistics,
    };
  }
  return {
    cards: tariff.cardsLimit,
    events: tariff.eventsLimit,
    card_photos: tariff.cardPhotosLimit,
    event_photos: tariff.eventPhotosLimit,
    statistics: tariff.statistics,
  };
}

/** Locks the account for the rest of the transaction and answers the limits it works under. */
export async function lockAccountLimits(tx: Executor, accountId: number): Promise<AccountLimits> {
  const [row] = await tx
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(eq(accounts.id, accountId))
    .for('update', { of: accounts });
  if (!row) throw notFound('ACCOUNT_NOT_FOUND');
  return accountLimits(row.account, row.tariff);
}

/** The account's records of a kind matching `inState` stay under the kind's limit, or 403. */
async function assertRecordsUnderLimit(
  tx: Executor,
  accountId: number,
  kind: ListingKind,
  inState: (table: (typeof LISTING_KINDS)[ListingKind]['table']) => SQL,
): Promise<void> {
  const limits = await lockAccountLimits(tx, accountId);
  const { table, recordsLimit } = LISTING_KINDS[kind];
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.accountId, accountId), inState(table)));
  if ((row?.n ?? 0) >= limits[recordsLimit]) throw tariffLimitReached();
}

/** A new record fits when the account's records that are not archived stay under the limit. */
export const assertCanCreate = (tx: Executor, accountId: number, kind: ListingKind) =>
  assertRecordsUnderLimit(tx, accountId, kind, (table) => ne(table.state, 'archived'));

/** Publishing fits when the account's published records stay under the limit. */
export const assertCanPublish = (tx: Executor, accountId: number, kind: ListingKind) =>
  assertRecordsUnderLimit(tx, accountId, kind, (table) => eq(table.state, 'published'));

/** `adding` more photos fit when the record's photos then stay within the photo limit. */
export async function assertCanAddPhotos(
  tx: Executor,
  accountId: number,
  kind: ListingKind,
  ownerId: number,
  adding: number,
): Promise<void> {
  const limits = await lockAccountLimits(tx, accountId);
  const { photoOwner, photosLimit } = LISTING_KINDS[kind];
  const [row] = await tx.select({ n: count() }).from(photos).where(eq(photoOwner, ownerId));
  if ((row?.n ?? 0) + adding > limits[photosLimit]) throw tariffLimitReached();
}
