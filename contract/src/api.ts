import { z } from 'zod';
import { isCalendarDay } from './calendar';
import { PAGE_MAX, PER_PAGE_MAX } from './constants';
import { FIELD_MESSAGES } from './errors';

// ---- Bounds of what the database can hold, checked by validation (422), never by the database ----

/** The range of a PostgreSQL `integer` (int4): every id, and every count kept as one. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/**
 * The largest amount of money one request may name, in minor units (10 billion ₸): amounts are
 * kept as `bigint` and summed into balances, which must stay exact as JavaScript numbers.
 */
export const MONEY_MAX = 1_000_000_000_000;

/** A record's id in a JSON body: a positive int4; `message` for anything else. */
export const idField = (message: string = FIELD_MESSAGES.INVALID_VALUE) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** A record's id in a path or a query string (text): a positive int4. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

/** The path of one record: `/…/{id}`. */
export const idParams = z.object({ id: idParam });

/** A whole number of a JSON body kept as an int4: "Enter a number", "Value is out of range". */
export const int4Field = () =>
  z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(INT4_MIN, FIELD_MESSAGES.OUT_OF_RANGE)
    .max(INT4_MAX, FIELD_MESSAGES.OUT_OF_RANGE);

/** The same from a query string (text). */
export const int4Param = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);

/** An amount of money in minor units, either sign, within `MONEY_MAX`. */
export const moneyField = () =>
  z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(-MONEY_MAX, FIELD_MESSAGES.OUT_OF_RANGE)
    .max(MONEY_MAX, FIELD_MESSAGES.OUT_OF_RANGE);

/** The same from a query string (text), not below zero (price filters). */
export const moneyParam = z.coerce.number().int().min(0).max(MONEY_MAX);

/** A day, YYYY-MM-DD, that the calendar has (not 2027-02-30) and the database takes. */
export const dayField = () =>
  z
    .string({ error: FIELD_MESSAGES.FILL_VALUE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.INVALID_VALUE)
    .refine(isCalendarDay, FIELD_MESSAGES.INVALID_VALUE);

/** `page` and `per_page` of a list's query string, within `PAGE_MAX` and `PER_PAGE_MAX`. */
export const pageQuery = (perPageDefault: number) => ({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(perPageDefault),
});

/** Single records answer `{ data }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** The type of a `{ data }` answer (`dataOf`), for code that needs the type and not the schema. */
export interface Data<T> {
  data: T;
}

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Lists answer `{ data: [...], meta }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });
/** The type of a list's answer (`pageOf`). */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** An amount of money above zero, in minor units (a setting's). */
const positiveMoney = () => moneyField().min(1, FIELD_MESSAGES.OUT_OF_RANGE);

/** The largest image an admin may allow: from 1 MB (phone photos) to 25 MB. */
export const IMAGE_BYTES = { min: 1024 * 1024, max: 25 * 1024 * 1024 } as const;

/** Admin settings (GET/PUT /api/admin/settings). Money in minor units. */
export const settingsSchema = z.object({
  maintenance: z.boolean(),
  /** When paid tariffs renew: the same day next month, or the first of each month. */
  renewal_mode: z.enum(['ANY_DAY', 'FIRST_DAY']),
  /** The smallest and largest top-up. */
  top_up_min: positiveMoney(),
  top_up_max: positiveMoney(),
  /** The price of one VIP period of a card (VIP_DAYS days), bought from the balance. */
  vip_price: positiveMoney(),
  /** The largest image accepted (photos, slides, chat pictures), in bytes. */
  max_image_bytes: z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(IMAGE_BYTES.min, FIELD_MESSAGES.OUT_OF_RANGE)
    .max(IMAGE_BYTES.max, FIELD_MESSAGES.OUT_OF_RANGE),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateBody = settingsSchema.partial();
