import { useSyncExternalStore } from 'react';
import type { City } from '@bilim/contract/dictionaries';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import { createLocalStorageStore } from '@/lib/local-storage-store';
import { useCities } from '../api/get-cities';

/** The chosen city's slug, kept in local storage under the key `city`. */
const cityStore = createLocalStorageStore(STORAGE_KEYS.city);

export const DEFAULT_CITY_SLUG = 'almaty';

export function setCurrentCitySlug(slug: string): void {
  cityStore.write(slug);
}

export function useCurrentCitySlug(): string | null {
  return useSyncExternalStore(cityStore.subscribe, cityStore.read, () => null);
}

/** The chosen city, else Almaty, else the first (largest) city; undefined until cities load. */
export function pickCity(cities: City[], slug: string | null): City | undefined {
  return (
    cities.find((city) => city.slug === slug) ??
    cities.find((city) => city.slug === DEFAULT_CITY_SLUG) ??
    cities[0]
  );
}

export function useCurrentCity() {
  const slug = useCurrentCitySlug();
  const query = useCities();
  return { ...query, city: query.data ? pickCity(query.data, slug) : undefined };
}
