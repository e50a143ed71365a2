import { SupportChatsQueue } from '@/features/chats/components/support-chats';

/** /support/chats (support staff). */
export function Component() {
  return <SupportChatsQueue />;
}
