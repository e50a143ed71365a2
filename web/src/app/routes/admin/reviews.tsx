import { ReviewsList } from '@/features/admin/components/reviews-list';

/** /admin/scores (and /list): every review; /admin/comments (and /list): every comment. */
export function Component({ kind }: { kind: 'reviews' | 'comments' }) {
  return <ReviewsList key={kind} kind={kind} />;
}
