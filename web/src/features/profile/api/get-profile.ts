import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@bilim/contract/api';
import { profileSchema, type Profile } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';

const answer = dataOf(profileSchema);

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.get('/api/cabinet/profile', answer, signal)).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
