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

/** Admin settings (GET/PUT /api/admin/settings). */
export const settingsSchema = z.object({
  maintenance: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateBody = settingsSchema.partial();
