import { queryRoots } from '@/lib/query-keys';

/** Query keys of the support back office, named once (staff's own data: forgotten at sign-out). */
export const staffKeys = {
  all: queryRoots.staff,
  dashboard: () => [...queryRoots.staff, 'dashboard'] as const,
  complaints: (query: string) => [...queryRoots.staff, 'complaints', query] as const,
  complaintsAll: () => [...queryRoots.staff, 'complaints'] as const,
  users: (query: string) => [...queryRoots.staff, 'users', query] as const,
  usersAll: () => [...queryRoots.staff, 'users'] as const,
  user: (id: number) => [...queryRoots.staff, 'user', id] as const,
  restrictions: (userId: number) => [...queryRoots.staff, 'user', userId, 'restrictions'] as const,
  userAudit: (userId: number, page: number) =>
    [...queryRoots.staff, 'user', userId, 'audit', page] as const,
  slides: () => [...queryRoots.staff, 'slides'] as const,
  slide: (id: number) => [...queryRoots.staff, 'slides', id] as const,
  vip: (query: string) => [...queryRoots.staff, 'vip', query] as const,
  vipAll: () => [...queryRoots.staff, 'vip'] as const,
  promotions: () => [...queryRoots.staff, 'promotions'] as const,
  audit: (query: string) => [...queryRoots.staff, 'audit', query] as const,
};
