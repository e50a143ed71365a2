import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ChatScreen } from '@/features/chats/components/chat-screen';
import { chatTargetOf, type ChatTarget } from '@/features/chats/lib/chat-target';
import { cardQueryOptions } from '@/features/listings/api/get-card';
import { eventQueryOptions } from '@/features/listings/api/get-event';
import { ownRestrictionsQueryOptions } from '@/lib/own-restrictions';
import { providerQueryOptions } from '@/features/providers/api/get-provider';

/** The name of what a new conversation is about: the card's or event's title, the provider's name. */
function useTargetTitle(target: ChatTarget | undefined): string | undefined {
  const id = target && target.kind !== 'support' ? target.id : 0;
  const card = useQuery({ ...cardQueryOptions(id), enabled: target?.kind === 'card' });
  const event = useQuery({ ...eventQueryOptions(id), enabled: target?.kind === 'event' });
  const provider = useQuery({ ...providerQueryOptions(id), enabled: target?.kind === 'provider' });
  if (target?.kind === 'card') return card.data?.title;
  if (target?.kind === 'event') return event.data?.title;
  if (target?.kind === 'provider') return provider.data?.name;
  return undefined;
}

/** /chat and /chat/{chatId} (signed in). */
export function Component() {
  const { chatId } = useParams();
  const [search] = useSearchParams();
  const id = Number(chatId);
  const target = chatTargetOf(search);
  const title = useTargetTitle(target);
  // Support's restriction on writing, said before a message is typed (the send is refused anyway).
  const restrictions = useQuery(ownRestrictionsQueryOptions());
  return (
    <ChatScreen
      chatId={Number.isInteger(id) && id > 0 ? id : undefined}
      target={target}
      targetTitle={title}
      restriction={restrictions.data?.find((restriction) => restriction.type === 'chat')}
    />
  );
}
