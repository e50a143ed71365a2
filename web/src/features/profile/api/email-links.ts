import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { SocialProvider } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** The links the site e-mails about the account's address, and the call each one makes. */
export const EMAIL_LINKS = {
  /** /email-change/{token}: makes the new address the account's e-mail. */
  emailChange: '/api/email-change/confirm',
  /** /email-confirm/{token}: registration's address is proven (publishing and paying open). */
  emailConfirmation: '/api/email-confirmation/confirm',
  /** /social-link/{token}: links the sign-in provider whose e-mail was the account's. */
  socialLink: '/api/auth/social/link/confirm',
} as const;
export type EmailLink = keyof typeof EMAIL_LINKS;

/** Follows an e-mailed link by its token; answers the address (and the provider it linked). */
export function useFollowEmailLink(link: EmailLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await api.post<Data<{ email: string; provider?: SocialProvider }>>(EMAIL_LINKS[link], {
          token,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
  });
}

/** POST /api/cabinet/profile/email-confirmation: registration's link once more (rate-limited). */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: async () =>
      (await api.post<Data<{ sent: boolean }>>('/api/cabinet/profile/email-confirmation')).data,
  });
}
