import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLanguage,
  LanguageCreateBody,
  LanguageUpdateBody,
  AdminCategory,
  AdminCitiesQuery,
  AdminCity,
  CategoryBody,
  CategoryOrderBody,
  CityBody,
  AdminTag,
  AdminTagsQuery,
  TagBody,
} from '@bilim/contract/admin';
import type { Data, Page } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

/** GET /api/admin/cities: by a part of a title or the slug, largest first, paged. */
export function useAdminCities(query: AdminCitiesQuery) {
  const search = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.q) search.set('q', query.q);
  return useQuery({
    queryKey: adminKeys.cityPage({ ...query }),
    queryFn: ({ signal }) => api.get<Page<AdminCity>>(`/api/admin/cities?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/cities/{id} (none asked for a city still to be created: null). */
export const useAdminCity = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.city(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminCity>>(`/api/admin/cities/${id ?? 0}`, signal)).data,
  });

/** GET /api/admin/tags: by a part of a title or the slug, the most used first, paged. */
export function useAdminTags(query: AdminTagsQuery) {
  const search = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.q) search.set('q', query.q);
  return useQuery({
    queryKey: adminKeys.tagPage({ ...query }),
    queryFn: ({ signal }) => api.get<Page<AdminTag>>(`/api/admin/tags?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/tags/{id} (none asked for a tag still to be created). */
export const useAdminTag = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.tag(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminTag>>(`/api/admin/tags/${id ?? 0}`, signal)).data,
  });

/** GET /api/admin/categories: the whole tree, parents before their children. */
export const useAdminCategories = () =>
  useQuery({
    queryKey: adminKeys.categories(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminCategory[]>>('/api/admin/categories', signal)).data,
  });

/** GET /api/admin/languages: every language, those the interface speaks and those it will. */
export const useAdminLanguages = () =>
  useQuery({
    queryKey: adminKeys.languages(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminLanguage[]>>('/api/admin/languages', signal)).data,
  });

type Dictionary = 'cities' | 'categories' | 'languages' | 'tags';
const KEYS: Record<Dictionary, { admin: readonly unknown[]; everyone: readonly unknown[] }> = {
  cities: { admin: adminKeys.cities(), everyone: queryRoots.cities },
  categories: { admin: adminKeys.categories(), everyone: queryRoots.catalog },
  languages: { admin: adminKeys.languages(), everyone: queryRoots.languages },
  tags: { admin: adminKeys.tags(), everyone: queryRoots.tags },
};

/** A dictionary changed: the admin's lists and what every visitor reads of it read again. */
function useRefresh(kind: Dictionary) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEYS[kind].admin }),
      queryClient.invalidateQueries({ queryKey: KEYS[kind].everyone }),
    ]);
}

/** POST /api/admin/languages (no code yet) or PUT /api/admin/languages/{code}. */
export function useSaveLanguage(code: string | null) {
  const refresh = useRefresh('languages');
  return useMutation({
    mutationFn: async (body: LanguageCreateBody | LanguageUpdateBody) =>
      (code === null
        ? await api.post<Data<AdminLanguage>>('/api/admin/languages', body)
        : await api.put<Data<AdminLanguage>>(`/api/admin/languages/${code}`, body)
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/languages/{code}: never en, ru or kz (409 LANGUAGE_BUILT_IN). */
export function useDeleteLanguage() {
  const refresh = useRefresh('languages');
  return useMutation({
    mutationFn: (code: string) => api.delete<void>(`/api/admin/languages/${code}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/tags (no id) or PUT /api/admin/tags/{id}. */
export function useSaveTag(id: number | null) {
  const refresh = useRefresh('tags');
  return useMutation({
    mutationFn: async (body: TagBody) =>
      (id === null
        ? await api.post<Data<AdminTag>>('/api/admin/tags', body)
        : await api.put<Data<AdminTag>>(`/api/admin/tags/${id}`, body)
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/tags/{id}: the tag is taken off the cards carrying it. */
export function useDeleteTag() {
  const refresh = useRefresh('tags');
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/tags/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/cities (no id) or PUT /api/admin/cities/{id}. */
export function useSaveCity(id: number | null) {
  const refresh = useRefresh('cities');
  return useMutation({
    mutationFn: async (body: CityBody) =>
      (id === null
        ? await api.post<Data<AdminCity>>('/api/admin/cities', body)
        : await api.put<Data<AdminCity>>(`/api/admin/cities/${id}`, body)
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/cities/{id}: only one no record is in (409 CITY_IN_USE otherwise). */
export function useDeleteCity() {
  const refresh = useRefresh('cities');
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/cities/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/categories (no id) or PUT /api/admin/categories/{id}. */
export function useSaveCategory(id: number | null) {
  const refresh = useRefresh('categories');
  return useMutation({
    mutationFn: async (body: CategoryBody) =>
      (id === null
        ? await api.post<Data<AdminCategory>>('/api/admin/categories', body)
        : await api.put<Data<AdminCategory>>(`/api/admin/categories/${id}`, body)
      ).data,
    onSuccess: refresh,
  });
}

/**
 * PUT /api/admin/categories/order: one parent's children in a new order, shown at once (the
 * tree is read again whether it was saved or not).
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const refresh = useRefresh('categories');
  return useMutation({
    mutationFn: (body: CategoryOrderBody) => api.put<void>('/api/admin/categories/order', body),
    onMutate: async ({ parent_id: parentId, ids }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.categories() });
      queryClient.setQueryData<AdminCategory[]>(adminKeys.categories(), (rows) =>
        rows?.map((row) =>
          row.parent_id === parentId && ids.includes(row.id)
            ? { ...row, position: ids.indexOf(row.id) }
            : row,
        ),
      );
    },
    onSettled: refresh,
  });
}

/** DELETE /api/admin/categories/{id}: only one nothing is filed under (409 CATEGORY_IN_USE). */
export function useDeleteCategory() {
  const refresh = useRefresh('categories');
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/categories/${id}`),
    onSuccess: refresh,
  });
}
