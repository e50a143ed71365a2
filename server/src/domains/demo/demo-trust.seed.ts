import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { complaints } from '../complaints/complaints.schema';
import { cards } from '../listings/listings.schema';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { reviews } from '../reviews/reviews.schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What support finds on a first `npm start`: complaints from the demo people (two open, in
 * Russian and Kazakh, about a generated provider's card and a review; one closed) and a chat
 * restriction of that provider for a week. Generated providers only: the demo people's own
 * records stay as they are.
 */
export async function seedDemoTrust(
  db: Db,
  options: { complainerIds: number[]; supportId: number; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const [family, other] = options.complainerIds;
  if (family === undefined || other === undefined) return;
  const [card] = await db
    .select({ id: cards.id, ownerId: accounts.userId })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(
      and(eq(cards.state, 'published'), ne(accounts.userId, family), ne(accounts.userId, other)),
    )
    .orderBy(asc(cards.id))
    .limit(1);
  if (!card) return;
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(ne(reviews.authorId, family), ne(reviews.authorId, other)))
    .orderBy(asc(reviews.id))
    .limit(1);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db.insert(complaints).values([
    {
      complainerId: family,
      targetType: 'card',
      targetId: card.id,
      category: 'fraud_spam',
      note: 'Фотографии взяты с сайта другой школы, а цены на сайте другие.',
      createdAt: ago(5),
    },
    ...(review
      ? [
          {
            complainerId: other,
            targetType: 'review' as const,
            targetId: review.id,
            category: 'fraud_spam' as const,
            note: 'Бұл пікірді мектептің өзі жазған сияқты: мұндай сабақтар мүлде болмаған.',
            createdAt: ago(26),
          },
        ]
      : []),
    {
      complainerId: other,
      targetType: 'user',
      targetId: card.ownerId,
      category: 'violence',
      note: 'Rude messages in the chat after I asked about the price.',
      createdAt: ago(72),
      closedAt: ago(48),
      closedBy: options.supportId,
      resolution: 'We talked to the provider and limited their chat for a week.',
    },
  ]);
  await db.insert(userRestrictions).values({
    userId: card.ownerId,
    type: 'chat',
    reason: 'Rude messages to families',
    endsAt: new Date(ago(48).getTime() + 7 * 24 * HOUR_MS),
    createdAt: ago(48),
    createdBy: options.supportId,
  });
}
