import type { Role } from '@bilim/contract/constants';
import type { NotificationKind, NotificationSubject } from '@bilim/contract/notifications';
import type { Db } from '../db/db';
import { createSession } from '../domains/auth/sessions';
import { createUser, type UserCreateInput } from '../domains/users/user-creator';
import type { UserRow } from '../domains/users/users.schema';
import { notifications } from '../domains/notifications/notifications.schema';

let sequence = 0;

/** Attributes of a believable user; every call gives a fresh e-mail. */
export function userAttributes(overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}`;
  return {
    name: `Test User ${sequence}`,
    email: `user-${suffix}@example.kz`,
    password: 'password123',
    emailConfirmed: true,
    ...overrides,
  };
}

/** Creates a user (with their first account) through the same command registration uses. */
export async function buildUser(
  db: Db,
  overrides: Partial<UserCreateInput> = {},
): Promise<UserRow & { password: string }> {
  const attributes = userAttributes(overrides);
  const user = await createUser(db, attributes);
  return { ...user, password: attributes.password };
}

/** A user and a bearer token of theirs. */
export async function buildSignedInUser(
  db: Db,
  overrides: Partial<UserCreateInput> & { roles?: Role[] } = {},
): Promise<{
  user: UserRow & { password: string };
  token: string;
  auth: { authorization: string };
}> {
  const user = await buildUser(db, overrides);
  const { token } = await createSession(db, user.id);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

/** A stored notification, as the notifications handler writes one (shown in the app). */
export async function buildNotification(
  db: Db,
  notification: {
    userId: number;
    accountId?: number;
    kind: NotificationKind;
    subject: NotificationSubject;
    params?: Record<string, unknown>;
  },
) {
  const [row] = await db
    .insert(notifications)
    .values({ params: {}, ...notification, channels: ['in_app'] })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

type Titles = Record<`title_${'en' | 'ru' | 'kz'}`, string>;

/**
 * The titles of a dictionary row (city, category, tag) made in a test, named after its slug: two
 * rows may not share a title (422 TITLE_TAKEN). No slug: the base titles as they are.
 */
export function titledAfter(slug: string | undefined, base: Titles): Partial<Titles> {
  return slug === undefined
    ? {}
    : {
        title_en: `${base.title_en} ${slug}`,
        title_ru: `${base.title_ru} ${slug}`,
        title_kz: `${base.title_kz} ${slug}`,
      };
}
