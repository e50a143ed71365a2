import {
  eventDetailSchema,
  eventInput,
  eventSummarySchema,
  type EventDetail,
  type EventSummary,
} from '@bilim/contract/events';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CabinetKind } from '../listings/cabinet-listings.commands';
import { presentEventDetail } from '../listings/listing-detail.presenter';
import { loadEventSummaries } from '../listings/listings.presenter';
import { eventColumns, events, type EventRow } from '../listings/listings.schema';

type EventOwn = Pick<
  EventRow,
  'ownerName' | 'startDate' | 'finishDate' | 'startTime' | 'finishTime' | 'isFree' | 'price'
>;

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('the event write returned nothing');
  return row;
}

/** Events in the cabinet: their own fields are the organiser, the dates and times, and the price. */
export const eventsCabinet: CabinetKind<
  z.output<typeof eventInput>,
  EventOwn,
  EventRow,
  EventDetail,
  EventSummary
> = {
  kind: 'event',
  path: 'events',
  input: eventInput,
  detailSchema: eventDetailSchema,
  summarySchema: eventSummarySchema,
  ownValues: async (_tx, input) => ({
    ownerName: input.owner_name,
    startDate: input.start_date,
    finishDate: input.finish_date,
    startTime: input.start_time,
    finishTime: input.finish_time,
    isFree: input.is_free,
    price: input.is_free ? null : (input.price ?? null),
  }),
  insert: async (tx, values) => one(await tx.insert(events).values(values).returning(eventColumns)),
  update: async (tx, id, values) =>
    one(
      await tx
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning(eventColumns),
    ),
  find: async (db, id) => (await db.select(eventColumns).from(events).where(eq(events.id, id)))[0],
  loadSummaries: loadEventSummaries,
  presentDetail: presentEventDetail,
};
