import type { Role } from '@bilim/contract/constants';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { createUser, type UserCreateInput } from '../users/user-creator';
import { users } from '../users/users.schema';

/** Demo people; a first run of `npm start` signs in with these. Cards and events come later. */
export const DEMO_USERS: Array<UserCreateInput & { roles?: Role[] }> = [
  {
    name: 'Aigerim Nurlanovna',
    email: 'demo@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 701 555 12 34', gender: 'female', age: 34, showAge: false, rating: 4.8 },
  },
  {
    name: 'Yerlan Serikbayev',
    email: 'yerlan@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 702 444 56 78', gender: 'male', age: 41, showAge: true, rating: 4.5 },
  },
  {
    name: 'Olga Kim',
    email: 'olga.kim@bilim.kz',
    password: 'demo12345',
    profile: { phone: '+7 705 333 90 12', gender: 'female', age: 29, showAge: true, rating: 4.9 },
  },
  {
    name: 'Dana Abenova',
    email: 'support@bilim.kz',
    password: 'support12345',
    roles: ['support'],
    profile: { gender: 'female', showContacts: false },
  },
];

/** Seeds the demo users when the users table is empty; answers how many it created. */
export async function seedDemo(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return 0;
  for (const user of DEMO_USERS) await createUser(db, user);
  return DEMO_USERS.length;
}
