import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { isUniqueViolation } from '../../db/db';
import { validationFailed } from '../../lib/errors';

/**
 * A write of a dictionary row whose slug is unique: the unique index answers for a slug another
 * row has, as 422 SLUG_TAKEN on `slug` (the failed statement has aborted the transaction, which
 * this error rolls back).
 */
export async function slugChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ slug: FIELD_MESSAGES.SLUG_TAKEN });
    throw error;
  }
}
