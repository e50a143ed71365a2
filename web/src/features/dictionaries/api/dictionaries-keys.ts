import { queryRoots } from '@/lib/query-keys';

/** Query keys of the dictionaries, named once: public data the same for every visitor. */
export const dictionariesKeys = {
  catalog: () => queryRoots.catalog,
  cities: () => queryRoots.cities,
  languages: () => queryRoots.languages,
  tags: () => queryRoots.tags,
};
