import { CategoriesScreen } from '@/features/admin/components/categories-screen';

/** /admin/categories: the category tree. */
export function Component() {
  return <CategoriesScreen />;
}
