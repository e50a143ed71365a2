import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { profileUpdateBody, type Profile, type ProfileUpdateBody } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

export async function updateProfile(input: ProfileUpdateBody): Promise<Profile> {
  return (await api.put<Data<Profile>>('/api/cabinet/profile', profileUpdateBody.parse(input)))
    .data;
}

/** PUT /api/cabinet/profile; keeps the name in the stored session current for the header. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      const session = getSession();
      if (session && session.name !== profile.name) setSession({ ...session, name: profile.name });
    },
  });
}
