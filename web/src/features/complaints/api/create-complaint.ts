import { useMutation } from '@tanstack/react-query';
import { complaintBody, type Complaint, type ComplaintBody } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';

/**
 * POST /api/complaints: a report about a card, event, user, review or comment; `existing` when
 * the user's open report about the same target was answered instead (nothing new was filed).
 */
export async function createComplaint(
  input: ComplaintBody,
): Promise<{ complaint: Complaint; existing: boolean }> {
  const answer = await api.post<{ data: Complaint; meta: { existing: boolean } }>(
    '/api/complaints',
    complaintBody.parse(input),
  );
  return { complaint: answer.data, existing: answer.meta.existing };
}

/** The report dialog shows failures itself (fields, one open report per target, the rate limit). */
export const useCreateComplaint = () =>
  useMutation({ meta: { silent: true }, mutationFn: createComplaint });
