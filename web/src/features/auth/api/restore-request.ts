import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { restoreRequestBody, type RestoreRequestBody } from '@bilim/contract/auth';
import { dataOf } from '@bilim/contract/api';
import { api } from '@/lib/api-client';

const answer = dataOf(z.object({ sent: z.boolean() }));

export async function requestRestore(input: RestoreRequestBody): Promise<{ sent: boolean }> {
  return (await api.post('/api/restore', restoreRequestBody.parse(input), answer)).data;
}

/** POST /api/restore: e-mails a one-hour link whether or not the address is known. */
export const useRequestRestore = () => useMutation({ mutationFn: requestRestore });
