import { MutationCache, QueryClient } from '@tanstack/react-query';
import { i18next } from './i18n';
import { isApiError, translateError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { /** The form shows this mutation's failures itself. */ silent?: boolean };
    queryMeta: {
      /** Public data (dictionaries, status): it stays cached across sign-in and sign-out. */
      public?: boolean;
    };
  }
}

/**
 * Failures of mutations show a toast in the user's language, except validation failures
 * (422), which forms show on their fields, and mutations that handle errors themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => {
          if (failureCount >= 2) return false;
          if (!isApiError(error)) return true;
          if (error.code === 'MAINTENANCE_MODE') return false;
          return error.status === 0 || error.status >= 500;
        },
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        if (isApiError(error) && error.status === 422) return;
        notifyError(translateError(error, i18next.t));
      },
    }),
  });
}

export const queryClient = createQueryClient();

/**
 * Forgets what belonged to the previous user (at sign-in and sign-out): every cached query but
 * those whose `queryOptions` mark them `meta: { public: true }`.
 */
export function forgetUserData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.public !== true });
}
