import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { and, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { validationFailed } from '../../lib/errors';
import type { categories, cities, tags } from './dictionaries.schema';

const LANGUAGES = ['en', 'ru', 'kz'] as const;

interface Titles {
  title_en: string;
  title_ru: string;
  title_kz: string;
}

/**
 * 422 TITLE_TAKEN on each `title_<language>` another row already has (letter case aside) among
 * the rows `within` selects (a category's siblings; every city or tag): two «Школы» side by side
 * cannot be told apart in a menu, a filter or a card's form. Called after the row's own write
 * (`except` is that row), so a taken slug is said first; the error rolls the write back.
 */
export async function assertTitlesFree(
  tx: Executor,
  table: typeof categories | typeof cities | typeof tags,
  input: Titles,
  { except, within }: { except?: number; within?: SQL | undefined } = {},
): Promise<void> {
  const columns = { en: table.titleEn, ru: table.titleRu, kz: table.titleKz };
  const same = (language: (typeof LANGUAGES)[number]) =>
    sql<boolean>`lower(${columns[language]}) = lower(${input[`title_${language}`]})`;
  const clashes = await tx
    .select({ en: same('en'), ru: same('ru'), kz: same('kz') })
    .from(table)
    .where(
      and(
        or(...LANGUAGES.map(same)),
        except === undefined ? undefined : ne(table.id, except),
        within,
      ),
    );
  const taken = LANGUAGES.filter((language) => clashes.some((row) => row[language]));
  if (taken.length > 0) {
    throw validationFailed(
      Object.fromEntries(
        taken.map((language) => [`title_${language}`, FIELD_MESSAGES.TITLE_TAKEN]),
      ),
    );
  }
}
