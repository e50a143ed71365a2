import { useParams } from 'react-router';
import { useCatalog } from '@/features/catalog/api/get-catalog';
import { CardDetails } from '@/features/listings/components/card-details';
import { ListingNotFound } from '@/features/listings/components/listing-detail';

/** /cards/{id}/show */
export function Component() {
  const { cardId } = useParams();
  const catalog = useCatalog();
  const id = Number(cardId);
  if (!Number.isInteger(id) || id <= 0) return <ListingNotFound kind="cards" />;
  return <CardDetails key={id} id={id} catalog={catalog.data} />;
}
