import { queryRoots } from '@/lib/query-keys';

/**
 * The site status's query key, apart from `adminKeys`: every page's first load reads the status
 * (maintenance), and the admin screens' keys need not travel with it.
 */
export const statusKeys = {
  /** GET /api/status: public, kept across sign-in and sign-out. */
  status: () => queryRoots.status,
};
