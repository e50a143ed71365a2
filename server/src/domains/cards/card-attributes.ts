import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { filterAttributes, filterAttributeValues, tags } from '../dictionaries/dictionaries.schema';
import type { FieldErrors } from '../listings/cabinet-listings.commands';

/** The age groups of the `age` attribute and the ages each covers. */
export const AGE_GROUPS: ReadonlyArray<{ value: string; from: number; to: number }> = [
  { value: '0_3', from: 0, to: 3 },
  { value: '3_6', from: 3, to: 6 },
  { value: '7_10', from: 7, to: 10 },
  { value: '11_14', from: 11, to: 14 },
  { value: '15_17', from: 15, to: 17 },
  { value: '18_plus', from: 18, to: Number.POSITIVE_INFINITY },
];

/** The age groups a card for ages `from`–`to` overlaps (none when neither bound is given). */
export function ageGroups(
  from: number | null | undefined,
  to: number | null | undefined,
): string[] {
  if (from == null && to == null) return [];
  const low = from ?? 0;
  const high = to ?? Number.POSITIVE_INFINITY;
  return AGE_GROUPS.filter((group) => group.from <= high && low <= group.to).map(
    (group) => group.value,
  );
}

/**
 * A card's chosen filter attributes as stored (`key:value`, by key), checked against the
 * dictionary: known keys and values, at most one value of a single-valued attribute. The `age`
 * attribute is never taken from the client: it is derived from the age range.
 */
export async function attributeValuesOf(
  db: Executor,
  input: {
    attributes: Record<string, string[]>;
    age_from?: number | null | undefined;
    age_to?: number | null | undefined;
  },
  errors: FieldErrors,
): Promise<string[]> {
  const [attributeRows, valueRows] = await Promise.all([
    db
      .select({ key: filterAttributes.key, multiple: filterAttributes.multiple })
      .from(filterAttributes),
    db
      .select({ key: filterAttributeValues.attributeKey, value: filterAttributeValues.value })
      .from(filterAttributeValues),
  ]);
  const multiple = new Map(attributeRows.map((row) => [row.key, row.multiple]));
  const known = new Set(valueRows.map((row) => `${row.key}:${row.value}`));

  const stored = new Set<string>();
  for (const [key, chosen] of Object.entries(input.attributes)) {
    if (key === 'age') continue;
    const values = [...new Set(chosen)];
    const field = `attributes.${key}`;
    if (!multiple.has(key)) {
      errors[field] = FIELD_MESSAGES.INVALID_CHOICE;
    } else if (values.some((value) => !known.has(`${key}:${value}`))) {
      errors[field] = FIELD_MESSAGES.INVALID_CHOICE;
    } else if (multiple.get(key) === false && values.length > 1) {
      errors[field] = FIELD_MESSAGES.INVALID_CHOICE;
    } else {
      for (const value of values) stored.add(`${key}:${value}`);
    }
  }
  for (const group of ageGroups(input.age_from, input.age_to)) stored.add(`age:${group}`);
  // Grouped by key (sorted); values keep their order (the age groups youngest first).
  const key = (entry: string) => entry.slice(0, entry.indexOf(':'));
  return [...stored].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * A card's chosen tags as stored (each once, in the order chosen), checked against the
 * dictionary: an unknown id refuses the whole list (`tag_ids`: INVALID_CHOICE).
 */
export async function tagIdsOf(
  db: Executor,
  input: { tag_ids: number[] },
  errors: FieldErrors,
): Promise<number[]> {
  const chosen = [...new Set(input.tag_ids)];
  if (chosen.length === 0) return [];
  const known = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, chosen));
  if (known.length !== chosen.length) errors.tag_ids = FIELD_MESSAGES.INVALID_CHOICE;
  return chosen;
}
