import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { socialCompleteBody, type Session, type SocialProvider } from '@bilim/contract/auth';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { authKeys } from './auth-keys';
import { setSession } from '@/lib/session';

/** GET /api/auth/social: the providers this site is set up for (none: no buttons). */
export const useSocialProviders = () =>
  useQuery({
    queryKey: authKeys.socialProviders(),
    meta: { public: true },
    queryFn: async ({ signal }) =>
      (await api.get<Data<SocialProvider[]>>('/api/auth/social', signal)).data,
    staleTime: 60 * 60_000,
  });

/** Sends the browser to the provider (POST /api/auth/social/{provider} answers where). */
export function useStartSocialSignIn() {
  return useMutation({
    mutationFn: async ({ provider, returnTo }: { provider: SocialProvider; returnTo: string }) =>
      (
        await api.post<Data<{ url: string }>>(`/api/auth/social/${provider}`, {
          return_to: returnTo,
        })
      ).data.url,
    onSuccess: (url) => window.location.assign(url),
  });
}

/** POST /api/auth/social/complete: the one-time code back from the provider becomes a session. */
export function useCompleteSocialSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<Session & { return_to: string }>(
        '/api/auth/social/complete',
        socialCompleteBody.parse({ code }),
      ),
    meta: { silent: true },
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
