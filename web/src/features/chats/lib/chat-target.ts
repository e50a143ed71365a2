import type { Chat, StartChatBody } from '@bilim/contract/chats';
import { paths } from '@/config/paths';
import type { Restriction } from '@bilim/contract/trust';

/** Whom a new conversation is with: the provider of a card, of an event, a provider, or support. */
export type ChatTarget =
  | { kind: 'card'; id: number }
  | { kind: 'event'; id: number }
  | { kind: 'provider'; id: number }
  | { kind: 'support' };

/** `/chat?card=41`: the chat screen, ready to start (or find) the conversation with that target. */
export function chatStartHref(target: ChatTarget): string {
  const query = target.kind === 'support' ? 'support=1' : `${target.kind}=${target.id}`;
  return `${paths.chat.getHref()}?${query}`;
}

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** The target a chat screen's query names, if any. */
export function chatTargetOf(search: URLSearchParams): ChatTarget | undefined {
  for (const kind of ['card', 'event', 'provider'] as const) {
    const id = positiveId(search.get(kind));
    if (id !== undefined) return { kind, id };
  }
  return search.get('support') === '1' ? { kind: 'support' } : undefined;
}

/** The body of POST /api/chats for a target and its first message. */
export function startBody(target: ChatTarget, msg: string): StartChatBody {
  switch (target.kind) {
    case 'card':
      return { card_id: target.id, msg };
    case 'event':
      return { event_id: target.id, msg };
    case 'provider':
      return { user_id: target.id, msg };
    case 'support':
      return { support: true, msg };
  }
}

/** The conversation with that target among those known, if there is one. */
export function findChat(chats: readonly Chat[], target: ChatTarget): Chat | undefined {
  return chats.find((chat) => {
    if (target.kind === 'support') return chat.kind === 'support';
    if (chat.kind !== 'direct') return false;
    if (target.kind === 'provider')
      return chat.subject === null && chat.other.user_id === target.id;
    return chat.subject?.type === target.kind && chat.subject.id === target.id;
  });
}

/**
 * The reader's `chat` restriction where it applies: direct chats only. Support stays reachable
 * (to ask about the restriction too), as the server lets it.
 */
export const restrictionFor = (
  restriction: Restriction | undefined,
  toSupport: boolean,
): Restriction | undefined => (toSupport ? undefined : restriction);
