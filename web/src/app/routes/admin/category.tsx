import { useParams } from 'react-router';
import { CategoryForm } from '@/features/admin/components/category-form';
import { Component as NotFoundPage } from '../not-found';

/** /admin/categories/create and /admin/categories/edit/{categoryId}. */
export function Component() {
  const { categoryId } = useParams();
  const id = categoryId === undefined ? null : Number(categoryId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  return <CategoryForm key={id ?? 'new'} categoryId={id} />;
}
