import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { chatMessages, chats } from '../chats/chats.schema';
import { cards } from '../listings/listings.schema';

/** Who writes a line of a demo conversation: the chat's starter, or the other side. */
type Line = { from: 'user' | 'other'; text: string; minutesAgo: number };

interface DemoConversation {
  kind: 'direct' | 'support';
  /** Index into the demo people: who starts it. */
  starter: number;
  /** Direct chats: index of the provider (a demo person owning published cards). */
  provider?: number;
  lines: Line[];
  /** How many of the last lines the recipient side has not read yet. */
  unreadAtEnd: number;
}

/**
 * Conversations of demo@bilim.kz (the first demo person) in the three languages: a family asks
 * about her card (ru, the last message unread, so the menu shows "Chat (1)"), she asks another
 * demo provider about theirs (en), and she talks to support (kz).
 */
const CONVERSATIONS: DemoConversation[] = [
  {
    kind: 'direct',
    starter: 1,
    provider: 0,
    lines: [
      {
        from: 'user',
        text: 'Здравствуйте! Есть ли места в группе для ребёнка шести лет?',
        minutesAgo: 180,
      },
      {
        from: 'other',
        text: 'Здравствуйте! Да, в субботней группе два свободных места.',
        minutesAgo: 170,
      },
      {
        from: 'user',
        text: 'Отлично. Можно прийти на пробное занятие в эту субботу?',
        minutesAgo: 12,
      },
    ],
    unreadAtEnd: 1,
  },
  {
    kind: 'direct',
    starter: 0,
    provider: 2,
    lines: [
      {
        from: 'user',
        text: 'Hello! Do you run classes in English for beginners?',
        minutesAgo: 2880,
      },
      {
        from: 'other',
        text: 'Hi! Yes, the beginners group meets on Tuesdays and Thursdays at 17:00.',
        minutesAgo: 2860,
      },
      { from: 'user', text: 'Thank you, we will come on Tuesday.', minutesAgo: 2850 },
    ],
    unreadAtEnd: 0,
  },
  {
    kind: 'support',
    starter: 0,
    lines: [
      { from: 'user', text: 'Сәлеметсіз бе! Тарифті қалай өзгертуге болады?', minutesAgo: 600 },
      {
        from: 'other',
        text: 'Сәлеметсіз бе! «Тариф» бетін ашып, жаңа тарифті таңдаңыз: ақысы балансыңыздан бірден алынады.',
        minutesAgo: 590,
      },
    ],
    unreadAtEnd: 0,
  },
];

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Seeds the demo conversations among the demo people (`people[i]` is `DEMO_USERS[i]`'s id, the
 * support member last): rows written directly, with their marks and counts, as the commands would
 * have left them, and no domain events (nothing to push or remind of on a fresh start).
 */
export async function seedDemoChats(
  db: Db,
  people: { ids: number[]; supportId: number },
  now = new Date(),
): Promise<number> {
  let written = 0;
  for (const conversation of CONVERSATIONS) {
    const starterId = people.ids[conversation.starter];
    if (starterId === undefined) continue;
    let target: { accountId: number; cardId: number } | undefined;
    if (conversation.kind === 'direct') {
      const providerId = people.ids[conversation.provider ?? -1];
      if (providerId === undefined) continue;
      const [card] = await db
        .select({ accountId: cards.accountId, cardId: cards.id })
        .from(cards)
        .innerJoin(accounts, eq(accounts.id, cards.accountId))
        .where(and(eq(accounts.userId, providerId), eq(cards.state, 'published')))
        .orderBy(asc(cards.id))
        .limit(1);
      if (!card) continue;
      target = card;
    }
    const providerUserId =
      conversation.kind === 'direct' ? people.ids[conversation.provider ?? -1]! : people.supportId;
    await db.transaction(async (tx) => {
      const [chat] = await tx
        .insert(chats)
        .values(
          target
            ? {
                kind: 'direct',
                userId: starterId,
                accountId: target.accountId,
                subjectType: 'card',
                subjectId: target.cardId,
              }
            : { kind: 'support', userId: starterId, assignedTo: people.supportId },
        )
        .returning({ id: chats.id });
      if (!chat) throw new Error('demo chat insert returned nothing');
      const ids: number[] = [];
      for (const line of conversation.lines) {
        const [message] = await tx
          .insert(chatMessages)
          .values({
            chatId: chat.id,
            senderId: line.from === 'user' ? starterId : providerUserId,
            text: line.text,
            createdAt: minutesAgo(now, line.minutesAgo),
          })
          .returning({ id: chatMessages.id });
        ids.push(message!.id);
      }
      const last = conversation.lines.at(-1)!;
      const lastId = ids.at(-1)!;
      // Everything read, but the last `unreadAtEnd` lines by the last writer's recipient.
      const readByRecipient = ids.at(-1 - conversation.unreadAtEnd) ?? 0;
      const recipientMarks = {
        read: readByRecipient,
        delivered: lastId,
        unread: conversation.unreadAtEnd,
      };
      const writerMarks = { read: lastId, delivered: lastId, unread: 0 };
      const [user, other] =
        last.from === 'user' ? [writerMarks, recipientMarks] : [recipientMarks, writerMarks];
      await tx
        .update(chats)
        .set({
          lastMessageId: lastId,
          lastMessageAt: minutesAgo(now, last.minutesAgo),
          createdAt: minutesAgo(now, conversation.lines[0]!.minutesAgo),
          userReadUpTo: user.read,
          userDeliveredUpTo: user.delivered,
          userUnread: user.unread,
          otherReadUpTo: other.read,
          otherDeliveredUpTo: other.delivered,
          otherUnread: other.unread,
        })
        .where(eq(chats.id, chat.id));
    });
    written += 1;
  }
  return written;
}
