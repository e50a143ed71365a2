import { useMutation } from '@tanstack/react-query';
import { restoreRequestBody, type RestoreRequestBody } from '@bilim/contract/auth';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';

export async function requestRestore(input: RestoreRequestBody): Promise<{ sent: boolean }> {
  return (await api.post<Data<{ sent: boolean }>>('/api/restore', restoreRequestBody.parse(input)))
    .data;
}

/** POST /api/restore: e-mails a one-hour link whether or not the address is known. */
export const useRequestRestore = () => useMutation({ mutationFn: requestRestore });
