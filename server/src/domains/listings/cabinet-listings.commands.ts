import { FIELD_MESSAGES } from '@bilim/contract/errors';
import {
  canTransition,
  type ListingAction,
  type listingBaseInput,
  type ListingState,
} from '@bilim/contract/listings';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/db';
import { IdempotencyConflict } from '../../http/idempotency';
import { findKey, saveKey } from '../../idempotency/idempotency-keys';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accountPolicy } from '../accounts/accounts.policy';
import { accounts } from '../accounts/accounts.schema';
import { assertNotRestricted, refreshListingHiding } from '../restrictions/restrictions.conditions';
import { categories, cities } from '../dictionaries/dictionaries.schema';
import { assertCanCreate, assertCanPublish, lockAccountLimits } from '../tariffs/tariff-limits';
import { assertEmailConfirmed } from '../users/email-confirmed';
import { LISTING_KINDS, listingTable, type ListingKind } from './listing-kinds';
import type { DetailOptions } from './listing-detail.presenter';
import type { ListingSubject } from './listings.policy';
import { photos, type CardRow, type EventRow } from './listings.schema';

export type ListingBaseOutput = z.output<typeof listingBaseInput>;

/** The columns every listing takes from its form. */
export interface BaseValues {
  accountId: number;
  title: string;
  shortDescription: string;
  longDescription: string;
  categoryIds: number[];
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
  link: string | null;
  contacts: ListingBaseOutput['contacts'];
}

/** Field errors collected while checking a form against the dictionaries (422 at the end). */
export type FieldErrors = Record<string, string>;

/**
 * What differs between cards and events in the cabinet: their form, their own columns and how
 * they are written, read and presented. Everything else (access, limits, lifecycle, photos,
 * lists) is one code path for both (see cabinet-listings.routes.ts).
 */
export interface CabinetKind<
  TInput extends ListingBaseOutput,
  TOwn,
  TRow extends CardRow | EventRow,
  TDetail,
  TSummary,
> {
  kind: ListingKind;
  /** The URL segment: /api/cabinet/<path>. */
  path: 'cards' | 'events';
  input: z.ZodType<TInput>;
  detailSchema: z.ZodType<TDetail>;
  summarySchema: z.ZodType<TSummary>;
  /** The kind's own columns from the form, after its dictionary checks (failures into `errors`). */
  ownValues(tx: Executor, input: TInput, errors: FieldErrors): Promise<TOwn>;
  insert(tx: Tx, values: BaseValues & TOwn): Promise<TRow>;
  update(tx: Tx, id: number, values: BaseValues & TOwn): Promise<TRow>;
  find(db: Executor, id: number): Promise<TRow | undefined>;
  loadSummaries(
    db: Executor,
    storage: AppContext['storage'],
    ids: number[],
    options: { viewerId: number | null },
  ): Promise<TSummary[]>;
  presentDetail(
    db: Executor,
    storage: AppContext['storage'],
    row: TRow,
    options: DetailOptions,
  ): Promise<TDetail>;
}

/** The record's 404 (CARD_NOT_FOUND / EVENT_NOT_FOUND). */
export const listingNotFound = (kind: ListingKind) => notFound(LISTING_KINDS[kind].notFound);

export const invalidTransition = () => new AppError('INVALID_TRANSITION');

/** The user owning an account (undefined for an unknown account). */
export async function accountOwner(db: Executor, accountId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.userId;
}

/** A record as the listing policy sees it. */
export async function listingSubject(
  db: Executor,
  row: CardRow | EventRow,
): Promise<ListingSubject> {
  return {
    ownerUserId: (await accountOwner(db, row.accountId)) ?? 0,
    state: row.state,
    pinned: row.pinned,
  };
}

/**
 * Checks the shared fields against the dictionaries and the actor's accounts: every category
 * exists, the city exists, the account is the actor's (an admin's: any).
 */
async function checkBase(
  tx: Executor,
  actor: Actor,
  input: ListingBaseOutput,
  errors: FieldErrors,
): Promise<BaseValues> {
  const categoryIds = [...new Set(input.category_ids)];
  const [categoryRows, cityRows, owner] = await Promise.all([
    tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
    tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id)),
    accountOwner(tx, input.account_id),
  ]);
  if (categoryRows.length !== categoryIds.length) {
    errors.category_ids = FIELD_MESSAGES.CATEGORY_REQUIRED;
  }
  if (cityRows.length === 0) errors.city_id = FIELD_MESSAGES.CITY_NOT_FOUND;
  if (owner === undefined || !accountPolicy.can(actor, 'manage', { userId: owner })) {
    errors.account_id = FIELD_MESSAGES.ACCOUNT_REQUIRED;
  }
  return {
    accountId: input.account_id,
    title: input.title,
    shortDescription: input.short_description,
    longDescription: input.long_description,
    categoryIds,
    cityId: input.city_id,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    link: input.link ?? null,
    contacts: input.contacts,
  };
}

async function checkedValues<TInput extends ListingBaseOutput, TOwn>(
  tx: Executor,
  k: Pick<CabinetKind<TInput, TOwn, CardRow | EventRow, unknown, unknown>, 'ownValues'>,
  actor: Actor,
  input: TInput,
): Promise<BaseValues & TOwn> {
  const errors: FieldErrors = {};
  const base = await checkBase(tx, actor, input, errors);
  const own = await k.ownValues(tx, input, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...base, ...own };
}

/**
 * A new record in state `new`, within the tariff's limit of the account. `requestKey` (the
 * form's Idempotency-Key) names the request: the same form sent again (a double submit, a retry
 * after a lost answer) answers the record the first made (`replayed`) instead of making a twin,
 * even at the tariff's limit; the key reused for another form is refused (422).
 */
export async function createListing<
  TInput extends ListingBaseOutput,
  TOwn,
  TRow extends CardRow | EventRow,
>(
  ctx: Pick<AppContext, 'db'>,
  k: CabinetKind<TInput, TOwn, TRow, unknown, unknown>,
  actor: Actor,
  input: TInput,
  requestKey?: string,
): Promise<{ row: TRow; replayed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const values = await checkedValues(tx, k, actor, input);
    if (requestKey === undefined) {
      await assertCanCreate(tx, values.accountId, k.kind);
      return { row: await k.insert(tx, values), replayed: false };
    }
    const key = `listing:${k.kind}:${actor.id}:${requestKey}`;
    const asked = { form: createHash('sha256').update(JSON.stringify(input)).digest('hex') };
    // The account's row serializes its creates, so a repeat into it finds the first one's key.
    await lockAccountLimits(tx, values.accountId);
    const earlier = await findKey(tx, key);
    if (earlier) {
      const id = earlier.result?.id;
      const row = typeof id === 'number' ? await k.find(tx, id) : undefined;
      if (earlier.request.form !== asked.form || !row) {
        throw new IdempotencyConflict(
          key,
          { earlier: earlier.request, attempted: asked },
          'request',
        );
      }
      return { row, replayed: true };
    }
    await assertCanCreate(tx, values.accountId, k.kind);
    const row = await k.insert(tx, values);
    // Taken meanwhile: the same key sent with a form for another account (locked apart).
    if (!(await saveKey(tx, key, asked, { id: row.id }))) {
      throw new IdempotencyConflict(key, { attempted: asked }, 'request');
    }
    return { row, replayed: false };
  });
}

/** Locks the record's row for the rest of the transaction and answers its state. */
async function lockListing(tx: Tx, kind: ListingKind, id: number) {
  const table = listingTable(kind);
  const [row] = await tx
    .select({ state: table.state, pinned: table.pinned, accountId: table.accountId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw listingNotFound(kind);
  return row;
}

/**
 * Replaces the form's fields. Moving the record to another account of the actor checks that
 * account's limits (a record that is not archived counts there, a published one too).
 */
export async function updateListing<
  TInput extends ListingBaseOutput,
  TOwn,
  TRow extends CardRow | EventRow,
>(
  ctx: Pick<AppContext, 'db'>,
  k: CabinetKind<TInput, TOwn, TRow, unknown, unknown>,
  actor: Actor,
  id: number,
  input: TInput,
): Promise<TRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockListing(tx, k.kind, id);
    const values = await checkedValues(tx, k, actor, input);
    if (values.accountId !== current.accountId && current.state !== 'archived') {
      await assertCanCreate(tx, values.accountId, k.kind);
      if (current.state === 'published') await assertCanPublish(tx, values.accountId, k.kind);
    }
    const row = await k.update(tx, id, values);
    // In another owner's hands, the record follows that owner's restrictions.
    if (values.accountId !== current.accountId) {
      await refreshListingHiding(tx, listingTable(k.kind), id);
    }
    return row;
  });
}

/** Lifecycle actions the cabinet's action route takes (delete has its own route). */
export type CabinetAction = Exclude<ListingAction, 'delete'>;

/** The state an action leads to (pin and unpin keep it). */
function nextState(action: CabinetAction, state: ListingState): ListingState {
  switch (action) {
    case 'publish':
      return 'published';
    case 'unpublish':
      return 'unpublished';
    case 'archive':
      return 'archived';
    case 'restore':
      return 'new';
    case 'pin':
    case 'unpin':
      return state;
  }
}

/**
 * Runs a lifecycle action following the contract's `canTransition` (409 INVALID_TRANSITION
 * otherwise). Publishing checks the owner's publish restriction (403 ACTION_FORBIDDEN), that the
 * owner's e-mail is confirmed (403 EMAIL_NOT_CONFIRMED) and the tariff, and stamps `published_at` the first time; leaving the published state (unpublish,
 * archive) drops the pin.
 */
export async function transitionListing(
  ctx: Pick<AppContext, 'clock'> & { db: Executor },
  kind: ListingKind,
  id: number,
  action: CabinetAction,
  /** What else the transition does in its transaction (staff's audit entry, an event). */
  alongside?: (tx: Tx, before: { state: ListingState; accountId: number }) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockListing(tx, kind, id);
    if (!canTransition(current.state, current.pinned, action)) throw invalidTransition();
    await alongside?.(tx, current);
    if (action === 'publish') {
      const [owner] = await tx
        .select({ userId: accounts.userId })
        .from(accounts)
        .where(eq(accounts.id, current.accountId));
      if (owner) {
        await assertNotRestricted(tx, owner.userId, 'publish', ctx.clock());
        await assertEmailConfirmed(tx, owner.userId);
      }
      await assertCanPublish(tx, current.accountId, kind);
    }
    const state = nextState(action, current.state);
    const table = listingTable(kind);
    // Only a published record stays pinned.
    const pinned =
      action === 'pin' || (action !== 'unpin' && state === 'published' && current.pinned);
    await tx
      .update(table)
      .set({
        state,
        pinned,
        updatedAt: sql`now()`,
        ...(action === 'publish' && {
          publishedAt: sql`coalesce(${table.publishedAt}, now())`,
        }),
      })
      .where(eq(table.id, id));
    if (action === 'publish') await refreshListingHiding(tx, table, id);
  });
}

/**
 * Deletes a record permanently (from `new` or `archived`, else 409) with its photo rows, then
 * its photo files.
 */
export async function deleteListing(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  kind: ListingKind,
  id: number,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const current = await lockListing(tx, kind, id);
    if (!canTransition(current.state, current.pinned, 'delete')) throw invalidTransition();
    const photoRows = await tx
      .select({ storageKey: photos.storageKey })
      .from(photos)
      .where(eq(LISTING_KINDS[kind].photoOwner, id));
    const table = listingTable(kind);
    await tx.delete(table).where(eq(table.id, id));
    return photoRows.map((row) => row.storageKey);
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(`${key}/`)));
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of an account's record ids: pinned first (unless `newestOnly`), then newest. */
export async function listAccountListingIds(
  db: Executor,
  kind: ListingKind,
  query: {
    account_id: number;
    state?: ListingState[] | undefined;
    text?: string | undefined;
    page: number;
    per_page: number;
  },
  order: 'pinned-first' | 'newest' = 'pinned-first',
): Promise<{ ids: number[]; total: number }> {
  const table = listingTable(kind);
  const conditions: SQL[] = [eq(table.accountId, query.account_id)];
  if (query.state?.length) conditions.push(inArray(table.state, query.state));
  if (query.text) conditions.push(ilike(table.title, likePattern(query.text)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(
        ...(order === 'pinned-first' ? [desc(table.pinned)] : []),
        desc(table.createdAt),
        desc(table.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}
