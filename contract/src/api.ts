import { z } from 'zod';

/** Single records answer `{ data }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

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

/** Admin settings (GET/PUT /api/admin/settings). Money in minor units. */
export const settingsSchema = z.object({
  maintenance: z.boolean(),
  /** When paid tariffs renew: the same day next month, or the first of each month. */
  renewal_mode: z.enum(['ANY_DAY', 'FIRST_DAY']),
  /** The smallest and largest top-up. */
  top_up_min: z.number().int().positive(),
  top_up_max: z.number().int().positive(),
  /** The price of one VIP period of a card (VIP_DAYS days), bought from the balance. */
  vip_price: z.number().int().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateBody = settingsSchema.partial();
