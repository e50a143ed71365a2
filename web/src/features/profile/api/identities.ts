import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identity, SocialProvider } from '@bilim/contract/auth';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/cabinet/profile/identities: the providers linked, and whether a password is set. */
export const useIdentities = () =>
  useQuery({
    queryKey: profileKeys.identities(),
    queryFn: async ({ signal }) =>
      (
        await api.get<Data<{ linked: Identity[]; has_password: boolean }>>(
          '/api/cabinet/profile/identities',
          signal,
        )
      ).data,
  });

/** Sends the browser to the provider to link it (it comes back to the profile). */
export function useLinkIdentity() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) =>
      (
        await api.post<Data<{ url: string }>>(`/api/cabinet/profile/identities/${provider}`, {
          return_to: '/profile',
        })
      ).data.url,
    onSuccess: (url) => window.location.assign(url),
  });
}

/** DELETE /api/cabinet/profile/identities/{provider}: never the only way in (409). */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      api.delete<void>(`/api/cabinet/profile/identities/${provider}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.identities() }),
  });
}
