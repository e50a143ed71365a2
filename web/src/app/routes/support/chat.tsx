import { useParams } from 'react-router';
import { SupportConversation } from '@/features/chats/components/support-chats';
import { Component as NotFound } from '../not-found';

/** /support/chat/{chatId} (support staff). */
export function Component() {
  const id = Number(useParams().chatId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <SupportConversation key={id} chatId={id} />;
}
