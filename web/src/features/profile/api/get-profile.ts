import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@bilim/contract/api';
import { profileSchema, type Profile } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

const answer = dataOf(profileSchema);

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.get('/api/cabinet/profile', answer, signal)).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
