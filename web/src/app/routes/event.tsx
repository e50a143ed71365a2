import { useParams, type LoaderFunctionArgs } from 'react-router';
import { eventQueryOptions } from '@/features/listings/api/get-event';
import { preload } from '@/app/route-data';
import { EventDetails } from '@/features/listings/components/event-details';
import { ListingNotFound } from '@/features/listings/components/listing-detail';
import { ListingReviews, RecordActions } from '@/app/listing-trust';

export const loader = ({ params, context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient }) => {
    const id = Number(params.eventId);
    if (Number.isInteger(id) && id > 0) await queryClient.prefetchQuery(eventQueryOptions(id));
  });

/** /events/{id}/show */
export function Component() {
  const { eventId } = useParams();
  const id = Number(eventId);
  if (!Number.isInteger(id) || id <= 0) return <ListingNotFound kind="events" />;
  return (
    <EventDetails
      key={id}
      id={id}
      reviews={<ListingReviews kind="events" id={id} />}
      visitorActions={<RecordActions target="event" id={id} />}
    />
  );
}
