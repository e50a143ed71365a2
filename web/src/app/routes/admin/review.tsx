import { useParams } from 'react-router';
import { ReviewForm } from '@/features/admin/components/review-form';
import { Component as NotFoundPage } from '../not-found';

/** /admin/scores/edit/{id} and /admin/comments/edit/{id}. */
export function Component({ kind }: { kind: 'reviews' | 'comments' }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <ReviewForm key={`${kind}-${id}`} kind={kind} id={id} />;
}
