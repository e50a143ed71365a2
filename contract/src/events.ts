import { z } from 'zod';
import { dataOf, dayField, moneyField } from './api';
import { requiredText } from './auth';
import { FIELD_MESSAGES } from './errors';
import {
  listingBaseInput,
  listingDetailFields,
  listingQueryBase,
  listingSummaryBase,
  listMetaWithFacetsSchema,
  queryArray,
} from './listings';

const dateField = dayField();
const timeField = z
  .string({ error: FIELD_MESSAGES.FILL_VALUE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FIELD_MESSAGES.INVALID_VALUE);

/** POST /api/cabinet/events and PUT /api/cabinet/events/{id}. Dates YYYY-MM-DD, times HH:MM. */
export const eventInput = listingBaseInput
  .extend({
    owner_name: requiredText(150),
    start_date: dateField,
    finish_date: dateField,
    start_time: timeField,
    finish_time: timeField,
    is_free: z.boolean().default(false),
    /** Price in minor units (tiyn); required unless the event is free. */
    price: moneyField().min(0, FIELD_MESSAGES.NOT_NEGATIVE).nullable().optional(),
  })
  .refine(
    (event) =>
      `${event.start_date}T${event.start_time}` <= `${event.finish_date}T${event.finish_time}`,
    { message: FIELD_MESSAGES.START_AFTER_FINISH, path: ['start_date'] },
  )
  .refine((event) => event.is_free || event.price != null, {
    message: FIELD_MESSAGES.PRICE_REQUIRED,
    path: ['price'],
  });
export type EventInput = z.input<typeof eventInput>;

export const eventSummarySchema = listingSummaryBase.extend({
  owner_name: z.string(),
  start_date: z.string(),
  finish_date: z.string(),
  start_time: z.string(),
  finish_time: z.string(),
  is_free: z.boolean(),
  price: z.number().int().nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend(listingDetailFields);
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventDetailAnswer = dataOf(eventDetailSchema);

/** GET /api/events: upcoming first; past events only with `past=1`. */
export const eventsQuery = listingQueryBase
  .extend({
    date_from: dayField().optional(),
    date_to: dayField().optional(),
    past: z.enum(['0', '1']).optional(),
    free: z.enum(['0', '1']).optional(),
  })
  .catchall(queryArray(z.string().max(64)));
export type EventsQuery = z.input<typeof eventsQuery>;

export const eventsPage = z.object({
  data: z.array(eventSummarySchema),
  meta: listMetaWithFacetsSchema,
});
export type EventsPage = z.infer<typeof eventsPage>;
