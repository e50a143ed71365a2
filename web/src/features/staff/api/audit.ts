import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { AuditEntry } from '@bilim/contract/audit';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/admin/audit with the log's filters and page (a query string). */
export const useAuditLog = (query: string) =>
  useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: ({ signal }) => api.get<Page<AuditEntry>>(`/api/admin/audit?${query}`, signal),
    placeholderData: keepPreviousData,
  });
