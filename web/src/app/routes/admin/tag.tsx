import { useParams } from 'react-router';
import { TagForm } from '@/features/admin/components/tag-form';
import { Component as NotFoundPage } from '../not-found';

/** /admin/tags/create and /admin/tags/edit/{tagId}. */
export function Component() {
  const { tagId } = useParams();
  const id = tagId === undefined ? null : Number(tagId);
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  return <TagForm key={id ?? 'new'} tagId={id} />;
}
