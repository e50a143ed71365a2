import type { AdminLanguage, languageCreateBody, languageUpdateBody } from '@bilim/contract/admin';
import { LANGUAGES } from '@bilim/contract/constants';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/db';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { dictionariesPolicy } from './dictionaries.policy';
import { languages } from './dictionaries.schema';

/**
 * Languages as admins run them (issue 15, spec §2 admin/languages): their names and flags, and
 * languages kept before the interface is translated into them. The language menu offers those it
 * is translated into (`LANGUAGES`); en, ru and kz are never deleted.
 */

type LanguageRow = typeof languages.$inferSelect;

const isInterface = (code: string) => (LANGUAGES as readonly string[]).includes(code);

const presentAdminLanguage = (row: LanguageRow): AdminLanguage => ({
  code: row.code,
  title: row.title,
  flg: row.flg,
  position: row.position,
  interface: isInterface(row.code),
  built_in: isInterface(row.code),
});

export async function listAdminLanguages(db: Executor): Promise<AdminLanguage[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.position));
  return rows.map(presentAdminLanguage);
}

async function lockLanguage(tx: Executor, code: string): Promise<LanguageRow> {
  const [row] = await tx.select().from(languages).where(eq(languages.code, code)).for('update');
  if (!row) throw notFound('LANGUAGE_NOT_FOUND');
  return row;
}

export async function findAdminLanguage(db: Executor, code: string): Promise<AdminLanguage> {
  const [row] = await db.select().from(languages).where(eq(languages.code, code));
  if (!row) throw notFound('LANGUAGE_NOT_FOUND');
  return presentAdminLanguage(row);
}

/**
 * 422 TITLE_TAKEN on `title` when another language has that name (letter case aside); called after
 * the write, as assertTitlesFree is.
 */
async function assertLanguageTitleFree(tx: Executor, title: string, except: string) {
  const [clash] = await tx
    .select({ code: languages.code })
    .from(languages)
    .where(and(sql`lower(${languages.title}) = lower(${title})`, ne(languages.code, except)))
    .limit(1);
  if (clash) throw validationFailed({ title: FIELD_MESSAGES.TITLE_TAKEN });
}

/**
 * A new language, last in the list (422 CODE_TAKEN on `code`, TITLE_TAKEN on `title`, when one has
 * it), audited.
 */
export async function createLanguage(
  db: Db,
  actor: AuditedActor,
  input: z.output<typeof languageCreateBody>,
): Promise<AdminLanguage> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(languages)
      .values({
        code: input.code,
        title: input.title,
        flg: input.flg,
        position: sql`(select coalesce(max(${languages.position}) + 1, 0) from ${languages})`,
      })
      .onConflictDoNothing({ target: languages.code })
      .returning();
    if (!created) throw validationFailed({ code: FIELD_MESSAGES.CODE_TAKEN });
    await assertLanguageTitleFree(tx, input.title, created.code);
    await recordAudit(tx, actor, {
      action: 'language.create',
      subject: { type: 'language', id: null },
      after: { code: created.code, title: created.title, flg: created.flg },
    });
    return presentAdminLanguage(created);
  });
}

/** A language's name (422 TITLE_TAKEN as for a new one) and flag, audited with before and after. */
export async function updateLanguage(
  db: Db,
  actor: AuditedActor,
  code: string,
  input: z.output<typeof languageUpdateBody>,
): Promise<AdminLanguage> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  return db.transaction(async (tx) => {
    const before = await lockLanguage(tx, code);
    const [after] = await tx
      .update(languages)
      .set({ title: input.title, flg: input.flg })
      .where(eq(languages.code, code))
      .returning();
    if (!after) throw notFound('LANGUAGE_NOT_FOUND');
    await assertLanguageTitleFree(tx, input.title, code);
    await recordAudit(tx, actor, {
      action: 'language.update',
      subject: { type: 'language', id: null },
      before: { code, title: before.title, flg: before.flg },
      after: { code, title: after.title, flg: after.flg },
    });
    return presentAdminLanguage(after);
  });
}

/** Deletes a language other than en, ru and kz (409 LANGUAGE_BUILT_IN), audited. */
export async function deleteLanguage(db: Db, actor: AuditedActor, code: string): Promise<void> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockLanguage(tx, code);
    if (isInterface(code)) throw new AppError('LANGUAGE_BUILT_IN');
    await tx.delete(languages).where(eq(languages.code, code));
    await recordAudit(tx, actor, {
      action: 'language.delete',
      subject: { type: 'language', id: null },
      before: { code, title: before.title, flg: before.flg },
    });
  });
}
