import type { Role } from '@bilim/contract/constants';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Storage } from '../../storage/storage';
import { createUser, type UserCreateInput } from '../users/user-creator';
import { users } from '../users/users.schema';
import { seedDemoChats } from './demo-chats.seed';
import { seedDemoTrust } from './demo-trust.seed';
import { tagDemoCards } from './demo-tags.seed';
import { accountIdsOf, seedDemoListings, type DemoListingsSummary } from './demo-listings.seed';

/** Demo people; a first run of `npm start` signs in with these (the first three own cards). */
export const DEMO_USERS: Array<Omit<UserCreateInput, 'emailConfirmed'> & { roles?: Role[] }> = [
  {
    name: 'Aigerim Nurlanovna',
    email: 'demo@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 701 555 12 34', gender: 'female', age: 34, showAge: false },
  },
  {
    name: 'Yerlan Serikbayev',
    email: 'yerlan@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 702 444 56 78', gender: 'male', age: 41, showAge: true },
  },
  {
    name: 'Olga Kim',
    email: 'olga.kim@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 705 333 90 12', gender: 'female', age: 29, showAge: true },
  },
  {
    name: 'Dana Abenova',
    email: 'support@bilim.kz',
    password: 'support12345',
    roles: ['support'],
    profile: { gender: 'female', showContacts: false },
  },
  {
    name: 'Marat Zhaksylykov',
    email: 'ads@bilim.kz',
    password: 'ads12345',
    roles: ['advertisement'],
    profile: { gender: 'male', showContacts: false },
  },
];

export interface DemoOptions {
  /** Where photos and slide pictures go; without it the catalog comes without pictures. */
  storage?: Storage | undefined;
  /** Sizes of the catalog (the start-up uses the defaults: 320 cards, 110 events). */
  cards?: number;
  events?: number;
  today?: Date;
}

export interface DemoSummary extends Omit<DemoListingsSummary, 'providers'> {
  /** People created: the demo users and the generated providers. */
  users: number;
}

/**
 * Seeds the demo when the users table is empty: the demo people, then the catalog (providers,
 * cards, events, photos, slides); the demo people own some of the cards and events, have a few
 * conversations and sent a few complaints. Answers what
 * it created (all zero when the database was not empty).
 */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<DemoSummary> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) {
    return { users: 0, cards: 0, events: 0, photos: 0, slides: 0, reviews: 0 };
  }
  const created = [];
  for (const user of DEMO_USERS)
    created.push(await createUser(db, { ...user, emailConfirmed: true }));
  const owners = created.filter((user) => user.roles.length === 0).map((user) => user.id);
  const { providers, ...catalog } = await seedDemoListings(db, {
    ...options,
    ownerAccountIds: await accountIdsOf(db, owners),
  });
  await tagDemoCards(db);
  // Conversations of the demo people (their cards exist now): `npm start` shows chats.
  const supportId = created.find((user) => user.roles.includes('support'))?.id;
  if (supportId !== undefined) {
    await seedDemoChats(db, { ids: created.map((user) => user.id), supportId });
    // Complaints and a restriction: the support area has work on a first start.
    await seedDemoTrust(db, { complainerIds: owners, supportId, now: options.today });
  }
  // The demo's people joined months before the start, as their seeded reviews and conversations
  // say: whoever tries the demo meets the site as its members do, not a newcomer's anti-spam
  // limits of the first day.
  await db.update(users).set({ createdAt: sql`${users.createdAt} - interval '90 days'` });
  return { users: DEMO_USERS.length + providers, ...catalog };
}
