import type { ChatKind } from '@bilim/contract/chats';
import type { ChatSide } from '../../events/domain-events';
import { can, definePolicy, type Actor } from '../../lib/policy';

/** A chat as the policy sees it: its kind, who started it, who owns the provider account, the block. */
export interface ChatSubject {
  kind: ChatKind;
  /** The user who started it (the family, or the user asking support). */
  userId: number;
  /** Direct chats: the owner of the provider account written to; null for support chats. */
  providerUserId: number | null;
  blockedBy: number | null;
}

const answersSupport = (actor: Actor) => can(actor, 'answer:support_chat');

/**
 * The side of the chat the actor reads and writes on: the starter's (`user`), the provider's or
 * support's (`other`: the account's owner; staff holding `answer:support_chat` in a support chat),
 * or none. The starter's side wins when a staff member writes to support themselves.
 */
export function chatSideOf(actor: Actor | null | undefined, chat: ChatSubject): ChatSide | null {
  if (!actor) return null;
  if (actor.id === chat.userId) return 'user';
  if (chat.kind === 'direct') return actor.id === chat.providerUserId ? 'other' : null;
  return answersSupport(actor) ? 'other' : null;
}

const party = (actor: Actor, chat: ChatSubject) => chatSideOf(actor, chat) !== null;

/**
 * Chats: only the parties read and write one, and staff holding `answer:support_chat` support
 * chats; everyone else (an admin too, for a direct chat not theirs) gets 404 CHAT_NOT_FOUND from
 * the routes, so a chat's existence does not leak. `send` says who, not when: a block (403
 * CHAT_BLOCKED) and a `chat` restriction (403 ACTION_FORBIDDEN) are the commands' answers.
 * Either party blocks a direct chat, unless the other already did; only the blocker unblocks.
 * Support's queue actions (assign, close) belong to staff.
 */
export const chatPolicy = definePolicy<
  ChatSubject,
  'read' | 'send' | 'block' | 'unblock' | 'handle'
>({
  read: party,
  send: party,
  block: (actor, chat) =>
    chat.kind === 'direct' &&
    party(actor, chat) &&
    (chat.blockedBy === null || chat.blockedBy === actor.id),
  unblock: (actor, chat) => chat.kind === 'direct' && chat.blockedBy === actor.id,
  handle: (actor, chat) => chat.kind === 'support' && answersSupport(actor),
});

/** What the reader may do now (the answer's `policies`): send unless blocked; block; unblock. */
export function chatPolicies(actor: Actor, chat: ChatSubject) {
  return {
    send: chatPolicy.can(actor, 'send', chat) && chat.blockedBy === null,
    block: chatPolicy.can(actor, 'block', chat) && chat.blockedBy === null,
    unblock: chatPolicy.can(actor, 'unblock', chat),
  };
}
