import { CitiesList } from '@/features/admin/components/cities-list';

/** /admin/cities: every city. */
export function Component() {
  return <CitiesList />;
}
