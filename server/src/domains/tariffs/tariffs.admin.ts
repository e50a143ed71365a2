import type {
  AdminTariff,
  TariffCounts,
  tariffCreateBody,
  tariffUpdateBody,
} from '@bilim/contract/admin';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { outerColumn, type Db, type Executor } from '../../db/db';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { ledgerEntries } from '../ledger/ledger.schema';
import { tariffPolicy } from './tariffs.policy';
import { presentTariff } from './tariffs.presenter';
import { kindOrder } from './tariffs.queries';
import { tariffs, type TariffRow } from './tariffs.schema';

/**
 * Tariffs as admins run them (issue 15, spec §2 "tariffs management", §5, §6): every tariff with
 * its accounts, created, edited, activated or deactivated, and deleted while nothing uses it.
 * The default (free) tariff every account falls back to stays active and is never deleted.
 */

type TariffUpdate = z.output<typeof tariffUpdateBody>;
type TariffCreate = z.output<typeof tariffCreateBody>;

const accountsOn = sql<number>`(select count(*)::int from ${accounts} where ${accounts.tariffId} = ${outerColumn(tariffs.id)})`;

function presentAdminTariff(row: TariffRow & { accounts: number }): AdminTariff {
  return { ...presentTariff(row), is_default: row.isDefault, accounts: row.accounts };
}

/** Every tariff in the plans' order, with its accounts, and the management screen's counts. */
export async function listAdminTariffs(
  db: Executor,
): Promise<{ data: AdminTariff[]; meta: TariffCounts }> {
  const rows = await db
    .select({ tariff: tariffs, accounts: accountsOn })
    .from(tariffs)
    .orderBy(kindOrder, asc(tariffs.price), asc(tariffs.id));
  const data = rows.map(({ tariff, accounts }) => presentAdminTariff({ ...tariff, accounts }));
  const isFree = (tariff: AdminTariff) => tariff.kind === 'free';
  return {
    data,
    meta: {
      total: data.length,
      active: data.filter((tariff) => tariff.active).length,
      inactive: data.filter((tariff) => !tariff.active).length,
      paid: data.filter((tariff) => !isFree(tariff)).length,
      free: data.filter(isFree).length,
    },
  };
}

export async function findAdminTariff(db: Executor, id: number): Promise<AdminTariff> {
  const [row] = await db
    .select({ tariff: tariffs, accounts: accountsOn })
    .from(tariffs)
    .where(eq(tariffs.id, id));
  if (!row) throw notFound('TARIFF_NOT_FOUND');
  return presentAdminTariff({ ...row.tariff, accounts: row.accounts });
}

/** The audited fields of a tariff. */
const auditedFields = (row: TariffRow) => ({
  slug: row.slug,
  title_en: row.titleEn,
  title_ru: row.titleRu,
  title_kz: row.titleKz,
  kind: row.kind,
  price: row.price,
  cards_limit: row.cardsLimit,
  events_limit: row.eventsLimit,
  card_photos_limit: row.cardPhotosLimit,
  event_photos_limit: row.eventPhotosLimit,
  statistics: row.statistics,
  active: row.active,
  unit_prices: row.params?.['unit_prices'] ?? null,
});

/**
 * A tariff's columns from the editor. Flexible needs its unit prices and has no price of its
 * own (it is computed from the amounts an account chooses); the free tariff costs nothing.
 */
function columnsOf(kind: TariffRow['kind'], input: TariffUpdate, params: TariffRow['params']) {
  if (kind === 'flexible' && !input.unit_prices) {
    throw validationFailed({ unit_prices: FIELD_MESSAGES.FILL_VALUE });
  }
  return {
    titleEn: input.title_en,
    titleRu: input.title_ru,
    titleKz: input.title_kz,
    price: kind === 'fixed' ? input.price : 0,
    cardsLimit: input.cards_limit,
    eventsLimit: input.events_limit,
    cardPhotosLimit: input.card_photos_limit,
    eventPhotosLimit: input.event_photos_limit,
    statistics: input.statistics,
    active: input.active,
    params: kind === 'flexible' ? { ...params, unit_prices: input.unit_prices } : params,
  };
}

async function lockTariff(tx: Executor, id: number): Promise<TariffRow> {
  const [row] = await tx.select().from(tariffs).where(eq(tariffs.id, id)).for('update');
  if (!row) throw notFound('TARIFF_NOT_FOUND');
  return row;
}

/** A new fixed or Flexible tariff (422 SLUG_TAKEN on `slug` when one has it), audited. */
export async function createTariff(
  db: Db,
  actor: AuditedActor,
  input: TariffCreate,
): Promise<AdminTariff> {
  tariffPolicy.authorize(actor, 'manage', null);
  const values = { slug: input.slug, kind: input.kind, ...columnsOf(input.kind, input, null) };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tariffs)
      .values(values)
      .onConflictDoNothing({ target: tariffs.slug })
      .returning();
    if (!created) throw validationFailed({ slug: FIELD_MESSAGES.SLUG_TAKEN });
    await recordAudit(tx, actor, {
      action: 'tariff.create',
      subject: { type: 'tariff', id: created.id },
      after: auditedFields(created),
    });
    return created;
  });
  return presentAdminTariff({ ...row, accounts: 0 });
}

/**
 * Changes a tariff's titles, price, limits and state, audited with before and after. Accounts
 * already on it keep their period; the next renewal charges the new price. The default tariff
 * cannot be deactivated (409 INVALID_TRANSITION).
 */
export async function updateTariff(
  db: Db,
  actor: AuditedActor,
  id: number,
  input: TariffUpdate,
): Promise<AdminTariff> {
  tariffPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockTariff(tx, id);
    if (!input.active && !tariffPolicy.can(actor, 'deactivate', before)) {
      throw new AppError('INVALID_TRANSITION');
    }
    const [after] = await tx
      .update(tariffs)
      .set(columnsOf(before.kind, input, before.params))
      .where(eq(tariffs.id, id))
      .returning();
    if (!after) throw notFound('TARIFF_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'tariff.update',
      subject: { type: 'tariff', id },
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  return findAdminTariff(db, id);
}

/** The list's quick action: activates or deactivates a tariff (nothing recorded if unchanged). */
export async function setTariffActive(
  db: Db,
  actor: AuditedActor,
  id: number,
  active: boolean,
): Promise<AdminTariff> {
  tariffPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockTariff(tx, id);
    if (before.active === active) return;
    if (!active && !tariffPolicy.can(actor, 'deactivate', before)) {
      throw new AppError('INVALID_TRANSITION');
    }
    await tx.update(tariffs).set({ active }).where(eq(tariffs.id, id));
    await recordAudit(tx, actor, {
      action: 'tariff.update',
      subject: { type: 'tariff', id },
      before: { active: before.active },
      after: { active },
    });
  });
  return findAdminTariff(db, id);
}

/**
 * Deletes a tariff nothing has used: no account is on it and no charge names it (409
 * TARIFF_IN_USE: deactivate it instead). The default tariff is never deleted.
 */
export async function deleteTariff(db: Db, actor: AuditedActor, id: number): Promise<void> {
  tariffPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockTariff(tx, id);
    if (!tariffPolicy.can(actor, 'delete', before)) throw new AppError('INVALID_TRANSITION');
    const [onAccounts] = await tx
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.tariffId, id));
    const [inLedger] = await tx
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.tariffId, id));
    if ((onAccounts?.n ?? 0) > 0 || (inLedger?.n ?? 0) > 0) throw new AppError('TARIFF_IN_USE');
    await tx.delete(tariffs).where(eq(tariffs.id, id));
    await recordAudit(tx, actor, {
      action: 'tariff.delete',
      subject: { type: 'tariff', id },
      before: auditedFields(before),
    });
  });
}
