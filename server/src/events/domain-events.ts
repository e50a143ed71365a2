import type { ChatKind } from '@bilim/contract/chats';
import type { Language } from '@bilim/contract/constants';
import type { LedgerKind } from '@bilim/contract/money';
import type { FlexibleChoice } from '@bilim/contract/tariffs';

/** A side of a chat: `user` started it, `other` is the provider account's owner or support. */
export type ChatSide = 'user' | 'other';

/** A record named in an event (what a downgrade unpublished, say). */
export interface RecordRef {
  id: number;
  title: string;
}

/** A tariff's title in every language, as events carry it (the handler words it later). */
export type LocalizedTitle = Record<Language, string>;

/** Who an account event is about: the account, its title and its owner. */
export interface AccountFacts {
  user_id: number;
  account_id: number;
  account_title: string;
}

export interface TariffFacts extends AccountFacts {
  tariff_id: number;
  tariff: LocalizedTitle;
  currency: string;
}

/** What a review event names: the review, the reviewed record, its account and owner. */
export interface ReviewFacts {
  review_id: number;
  subject_type: 'card' | 'event';
  subject_id: number;
  record_title: string;
  account_id: number;
  owner_user_id: number;
}

/**
 * Every domain event, by type, with what it carries. An event states a fact that has been
 * committed, with the values as they were then (a handler may run much later, after the records
 * changed again). Names are `<domain>.<what happened>`; payloads are JSON with snake_case keys,
 * the words notifications show.
 */
export interface DomainEvents {
  /** An account moved to a tariff (POST /api/account/tariff); `unpublished` the downgrade's. */
  'tariff.changed': TariffFacts & {
    flexible: FlexibleChoice | null;
    charge: number;
    monthly_payment: number;
    finish: string | null;
    unpublished: { cards: RecordRef[]; events: RecordRef[] };
  };
  /** A paid period was renewed from the balance. */
  'tariff.renewed': TariffFacts & { charge: number; finish: string };
  /** The balance could not pay the next period: the account fell to the free tariff. */
  'tariff.renewal_failed': TariffFacts & {
    monthly_payment: number;
    balance: number;
    finish: string;
    unpublished: { cards: RecordRef[]; events: RecordRef[] };
  };
  /** A paid period ends within days and the balance will not cover the next one. */
  'tariff.renewal_reminder': TariffFacts & {
    monthly_payment: number;
    balance: number;
    finish: string;
  };
  /** A top-up was credited (the provider's verified callback). */
  'payment.succeeded': AccountFacts & {
    payment_id: number;
    amount: number;
    currency: string;
    balance: number;
  };
  /** Staff moved a balance by hand: an adjustment or a refund of a charge. */
  'balance.adjusted': AccountFacts & {
    entry_id: number;
    kind: 'adjustment' | 'refund';
    amount: number;
    currency: string;
    balance: number;
    reason: string;
  };
  /** Any ledger entry: the account's balance moved. */
  'ledger.entry_posted': {
    entry_id: number;
    account_id: number;
    kind: LedgerKind;
    amount: number;
    balance_after: number;
    currency: string;
  };
  /** A card was marked VIP from the balance, until `until`. */
  'vip.bought': AccountFacts & {
    card_id: number;
    card_title: string;
    until: string;
    price: number;
    currency: string;
  };
  /** A card's paid VIP period ended. */
  'vip.expired': AccountFacts & { card_id: number; card_title: string };
  /** A review of a card or an event was written (not an edit): its owner hears of it. */
  'review.created': ReviewFacts & {
    author_id: number;
    author_name: string;
    score: number;
  };
  /** The owner of the reviewed record answered a review: the reviewer hears of it. */
  'review.replied': ReviewFacts & { comment_id: number; reviewer_id: number };
  /** Support closed a complaint with a resolution: the complainer hears of it. */
  'complaint.closed': {
    complaint_id: number;
    complainer_id: number;
    target_type: string;
    target_id: number;
    /** What it was about as the queue showed it (a title, a name, a review's first words); null when gone. */
    target_label: string | null;
    resolution: string;
    closed_by: number;
  };
  /**
   * A chat message was sent: both sides' open pages receive it (`chat.message`). It carries the
   * message as written and the chat's parties (a message never changes), so the push reads nothing.
   */
  'chat.message_sent': {
    chat_id: number;
    message_id: number;
    chat_kind: ChatKind;
    /** Who started the chat (its `user` side) and who owns its provider account (null: support). */
    user_id: number;
    provider_user_id: number | null;
    sender_id: number;
    text: string;
    photo: { key: string; width: number; height: number } | null;
    created_at: string;
  };
  /** One side of a chat received or read messages up to these ids: the other side is told (`chat.read`). */
  'chat.marked': {
    chat_id: number;
    reader_side: ChatSide;
    delivered_up_to: number;
    read_up_to: number;
  };
  /**
   * A party blocked a direct chat (`blocked_by` them) or lifted their block (null): both parties'
   * pages are told (`chat.block`), read from the chat as it is when the push runs.
   */
  'chat.block_changed': { chat_id: number; blocked_by: number | null };
  /**
   * Due a few minutes after a message that found its recipient's side with nothing unread (emitted
   * delayed): still unread then, the recipient gets an e-mail or push (`chat_unread`).
   */
  'chat.unread_reminder_due': { chat_id: number; message_id: number; recipient_side: ChatSide };
  /** Support unpublished a card or event (moderation): its owner is told why. */
  'listing.moderated': {
    kind: 'card' | 'event';
    id: number;
    title: string;
    reason: string;
    account_id: number;
    owner_user_id: number;
  };
  /** A notification was written for a user: deliver it by the channels it names. */
  'notification.created': { notification_id: number; user_id: number };
  /** Sessions ended (logout, password change or reset): their sockets close. */
  'session.revoked': { session_ids: number[] };
  /** Someone asked to restore the password of this e-mail (which may be nobody's). */
  'password.restore_requested': { email: string; language: Language };
  /** A new user (or one asking again) is sent the link that confirms their e-mail. */
  'email.confirmation_requested': { user_id: number; language: Language };
  /**
   * A provider's verified e-mail is an account's that does not have this provider: the address is
   * sent a link that links it (never linked by the match alone).
   */
  'social.link_requested': {
    user_id: number;
    provider: string;
    subject: string;
    language: Language;
  };
  /** A user asked to move their account to another e-mail: the new one confirms, the old is told. */
  'email.change_requested': { change_id: number; user_id: number; language: Language };
  /** A user's e-mail moved (the link sent to the new one was followed): the old one is told. */
  'email.changed': { user_id: number; old_email: string; new_email: string; language: Language };
}

export type EventType = keyof DomainEvents;

/** An event as a command emits it. */
export type DomainEvent = { [T in EventType]: { type: T; payload: DomainEvents[T] } }[EventType];

/** An event as a handler receives it: stored, with its id and time. */
export type StoredEvent<T extends EventType = EventType> = {
  id: number;
  type: T;
  payload: DomainEvents[T];
  createdAt: Date;
  /** How many times processors have taken it, this time included. */
  attempts: number;
};
