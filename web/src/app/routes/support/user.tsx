import { useParams } from 'react-router';
import { UserPage } from '@/features/staff/components/user-page';
import { Component as NotFoundPage } from '../not-found';

/** /support/users/{userId}. */
export function Component() {
  const userId = Number(useParams().userId);
  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundPage />;
  return <UserPage key={userId} userId={userId} />;
}
