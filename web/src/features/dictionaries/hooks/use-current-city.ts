import { useSyncExternalStore } from 'react';
import type { City } from '@bilim/contract/dictionaries';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import { createLocalStorageStore } from '@/lib/local-storage-store';
import { useRenderHints } from '@/lib/render-hints';
import { writeCookie } from '@/lib/cookies';
import type { QueryClient } from '@tanstack/react-query';
import { citiesQueryOptions, useCities } from '../api/get-cities';

/**
 * The chosen city's slug, kept in local storage under the key `city`, and in the cookie `city`
 * for the server, which renders the page of that city.
 */
const cityStore = createLocalStorageStore(STORAGE_KEYS.city);

export const DEFAULT_CITY_SLUG = 'almaty';

export const CITY_COOKIE = 'city';

export function setCurrentCitySlug(slug: string): void {
  writeCookie(CITY_COOKIE, slug);
  cityStore.write(slug);
}

/** The chosen city's slug outside rendering (route loaders), or null. */
export const readCurrentCitySlug = (): string | null => cityStore.read();

/** The chosen city's slug; while hydrating, the one the server rendered. */
export function useCurrentCitySlug(): string | null {
  const hints = useRenderHints();
  return useSyncExternalStore(cityStore.subscribe, cityStore.read, () => hints.city);
}

/** The chosen city, else Almaty, else the first (largest) city; undefined until cities load. */
export function pickCity(cities: City[], slug: string | null): City | undefined {
  return (
    cities.find((city) => city.slug === slug) ??
    cities.find((city) => city.slug === DEFAULT_CITY_SLUG) ??
    cities[0]
  );
}

/** The current city's slug for a route loader: the chosen one, else the default (cities are loaded). */
export async function loadCurrentCitySlug(
  queryClient: QueryClient,
  chosen: string | null,
): Promise<string | null> {
  const cities = await queryClient.ensureQueryData(citiesQueryOptions());
  return pickCity(cities, chosen)?.slug ?? null;
}

export function useCurrentCity() {
  const slug = useCurrentCitySlug();
  const query = useCities();
  return { ...query, city: query.data ? pickCity(query.data, slug) : undefined };
}
