import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Profile } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.get<Data<Profile>>('/api/cabinet/profile', signal)).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
