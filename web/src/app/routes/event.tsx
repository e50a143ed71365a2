import { useParams } from 'react-router';
import { EventDetails } from '@/features/listings/components/event-details';
import { ListingNotFound } from '@/features/listings/components/listing-detail';

/** /events/{id}/show */
export function Component() {
  const { eventId } = useParams();
  const id = Number(eventId);
  if (!Number.isInteger(id) || id <= 0) return <ListingNotFound kind="events" />;
  return <EventDetails key={id} id={id} />;
}
