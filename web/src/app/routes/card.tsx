import { useParams, type LoaderFunctionArgs } from 'react-router';
import { catalogQueryOptions, useCatalog } from '@/features/catalog/api/get-catalog';
import { cardQueryOptions } from '@/features/listings/api/get-card';
import { preload } from '@/app/route-data';
import { CardDetails } from '@/features/listings/components/card-details';
import { ListingNotFound } from '@/features/listings/components/listing-detail';
import { ListingReviews, RecordActions } from '@/app/listing-trust';

export const loader = ({ params, context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient }) => {
    const id = Number(params.cardId);
    await Promise.all([
      queryClient.prefetchQuery(catalogQueryOptions()),
      Number.isInteger(id) && id > 0 && queryClient.prefetchQuery(cardQueryOptions(id)),
    ]);
  });

/** /cards/{id}/show */
export function Component() {
  const { cardId } = useParams();
  const catalog = useCatalog();
  const id = Number(cardId);
  if (!Number.isInteger(id) || id <= 0) return <ListingNotFound kind="cards" />;
  return (
    <CardDetails
      key={id}
      id={id}
      catalog={catalog.data}
      reviews={<ListingReviews kind="cards" id={id} />}
      visitorActions={<RecordActions target="card" id={id} />}
    />
  );
}
