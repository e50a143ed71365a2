import { Advertisement } from '@/features/staff/components/advertisement';

/** /support/advertisement (advertisement and admins): VIP marks and promoted cards. */
export function Component() {
  return <Advertisement />;
}
