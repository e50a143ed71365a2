import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether an array column shares an element with `values` (`&&`, which the column's GIN index
 * answers): the values go as one parameter cast to `elementType[]`. An empty list matches nothing.
 */
export function arrayOverlaps(
  column: AnyPgColumn,
  values: readonly number[] | readonly string[],
  elementType: 'integer' | 'text',
): SQL {
  return sql`${column} && ${sql.param(values)}::${sql.raw(elementType)}[]`;
}
