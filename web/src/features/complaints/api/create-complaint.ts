import { useMutation } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { complaintBody, type Complaint, type ComplaintBody } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';

/** POST /api/complaints: a report about a card, event, user, review or comment. */
export async function createComplaint(input: ComplaintBody): Promise<Complaint> {
  return (await api.post<Data<Complaint>>('/api/complaints', complaintBody.parse(input))).data;
}

/** The report dialog shows failures itself (fields, one open report per target, the rate limit). */
export const useCreateComplaint = () =>
  useMutation({ meta: { silent: true }, mutationFn: createComplaint });
