import type { QueryClient } from '@tanstack/react-query';
import { loadCurrentCitySlug } from '@/features/dictionaries/hooks/use-current-city';
import { cardsQueryOptions } from '@/features/listings/api/get-cards';
import { eventsQueryOptions } from '@/features/listings/api/get-events';
import {
  effectiveSort,
  parseListParams,
  screenApiQuery,
} from '@/features/listings/lib/list-params';

/**
 * A catalog or events page's list for its route loader, as the screen asks for it (the URL's
 * choices in the visitor's city). "Nearest" waits for the browser's position, so it is left to
 * the screen.
 */
export async function preloadListings(
  queryClient: QueryClient,
  kind: 'cards' | 'events',
  url: URL,
  chosenCity: string | null,
): Promise<void> {
  const params = parseListParams(url.searchParams);
  // The frame's loader already brings the cities.
  if (effectiveSort(params, kind) === 'nearest') return;
  const defaultCity = await loadCurrentCitySlug(queryClient, chosenCity);
  const query = screenApiQuery(params, kind, defaultCity, null);
  await (kind === 'cards'
    ? queryClient.prefetchQuery(cardsQueryOptions(query))
    : queryClient.prefetchQuery(eventsQueryOptions(query)));
}
