import { ComplaintsQueue } from '@/features/staff/components/complaints-queue';

/** /support/complaints (support and admins). */
export function Component() {
  return <ComplaintsQueue />;
}
