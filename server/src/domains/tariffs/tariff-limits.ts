import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { AppError, notFound } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { LISTING_KINDS, type ListingKind } from '../listings/listing-kinds';
import { photos } from '../listings/listings.schema';
import { tariffs, type TariffRow } from './tariffs.schema';

/**
 * The one place tariff limits are enforced (spec §3). Each check locks the account's row
 * (`select … for update`) inside the caller's transaction, so two writes of one account take
 * turns and cannot both pass at the limit. Over a limit: 403 TARIFF_LIMIT_REACHED.
 */
export const tariffLimitReached = () => new AppError('TARIFF_LIMIT_REACHED');

/** Locks the account for the rest of the transaction and answers its tariff. */
export async function lockAccountTariff(tx: Executor, accountId: number): Promise<TariffRow> {
  const [row] = await tx
    .select({ tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(eq(accounts.id, accountId))
    .for('update', { of: accounts });
  if (!row) throw notFound('ACCOUNT_NOT_FOUND');
  return row.tariff;
}

/** A new record fits when the account's records that are not archived stay under the limit. */
export async function assertCanCreate(
  tx: Executor,
  accountId: number,
  kind: ListingKind,
): Promise<void> {
  const tariff = await lockAccountTariff(tx, accountId);
  const { table, recordsLimit } = LISTING_KINDS[kind];
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.accountId, accountId), ne(table.state, 'archived')));
  if ((row?.n ?? 0) >= tariff[recordsLimit]) throw tariffLimitReached();
}

/** Publishing fits when the account's published records stay under the limit. */
export async function assertCanPublish(
  tx: Executor,
  accountId: number,
  kind: ListingKind,
): Promise<void> {
  const tariff = await lockAccountTariff(tx, accountId);
  const { table, recordsLimit } = LISTING_KINDS[kind];
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.state, 'published')));
  if ((row?.n ?? 0) >= tariff[recordsLimit]) throw tariffLimitReached();
}

/** `adding` more photos fit when the record's photos then stay within the photo limit. */
export async function assertCanAddPhotos(
  tx: Executor,
  accountId: number,
  kind: ListingKind,
  ownerId: number,
  adding: number,
): Promise<void> {
  const tariff = await lockAccountTariff(tx, accountId);
  const { photoOwner, photosLimit } = LISTING_KINDS[kind];
  const [row] = await tx.select({ n: count() }).from(photos).where(eq(photoOwner, ownerId));
  if ((row?.n ?? 0) + adding > tariff[photosLimit]) throw tariffLimitReached();
}
