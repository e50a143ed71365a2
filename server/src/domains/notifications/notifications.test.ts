import { NOTIFICATION_KINDS } from '@bilim/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../events/outbox.schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildNotification, buildSignedInUser } from '../../test/factories';
import { firstAccountOf } from '../../test/listings-factories';
import { startPushService } from '../../test/push-service';
import { startSmtpServer } from '../../test/smtp';
import { users } from '../users/users.schema';
import { notifications, pushSubscriptions } from './notifications.schema';
import { WebPushSender } from './web-push';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startPushService>>;
let admin: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushService();
  // Letters go to a real SMTP server, pushes to a push service in this process.
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, realMailer: true });
  t.app.ctx.push = new WebPushSender(t.db, {
    subject: 'mailto:no-reply@bilim.kz',
    keys: undefined,
    agent: push.agent,
  });
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await push?.close();
});

/** A signed-in provider with their first account, letters in `language`. */
async function provider(language: 'en' | 'ru' | 'kz' = 'ru') {
  const signedIn = await buildSignedInUser(t.db);
  await t.db.update(users).set({ language }).where(eq(users.id, signedIn.user.id));
  const account = await firstAccountOf(t.db, signedIn.user.id);
  return { ...signedIn, accountId: account.id };
}

/** Support corrects the balance (a real command that notifies), then its events are carried out. */
async function adjust(accountId: number, amount: number, reason = 'Goodwill credit for downtime') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${accountId}/adjustments`,
    headers: admin,
    payload: { amount, reason },
  });
  expect(res.statusCode).toBe(201);
  await t.drain();
}

const list = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/notifications', headers: auth });
const check = (auth: { authorization: string }, id: number) =>
  t.app.inject({ method: 'POST', url: `/notifications/${id}`, headers: auth });

describe('GET /notifications', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('lists what happened to the user, newest first, with the unread count', async () => {
    const { auth, accountId } = await provider();
    await adjust(accountId, 100_000);
    await adjust(accountId, -40_000, 'Correction of a double credit');
    const res = await list(auth);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ unread: 2, total: 2, current_page: 1 });
    expect(data).toMatchObject([
      {
        kind: 'balance_adjusted',
        title: 'Support corrected your balance',
        subject: 'balance',
        obj_id: accountId,
        account_id: accountId,
        check_dt: null,
        params: { amount: -40_000, balance: 60_000, reason: 'Correction of a double credit' },
      },
      { kind: 'balance_adjusted', params: { amount: 100_000, balance: 100_000 } },
    ]);
    expect(data[0].id).toBeGreaterThan(data[1].id);
  });
});

describe('POST /notifications/{id}', () => {
  it('marks that one and every older one read, answering the refreshed list; 0 marks nothing', async () => {
    const { auth, user } = await provider();
    const other = await provider();
    const theirs = await buildNotification(t.db, {
      userId: other.user.id,
      kind: 'tariff_changed',
      subject: 'tariff',
    });
    const [oldest, middle, newest] = [
      await buildNotification(t.db, { userId: user.id, kind: 'tariff_changed', subject: 'tariff' }),
      await buildNotification(t.db, { userId: user.id, kind: 'tariff_renewed', subject: 'tariff' }),
      await buildNotification(t.db, {
        userId: user.id,
        kind: 'balance_topped_up',
        subject: 'balance',
      }),
    ];

    const none = await check(auth, 0);
    expect(none.statusCode).toBe(200);
    expect(none.json().meta.unread).toBe(3);

    const res = await check(auth, middle!.id);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.unread).toBe(1);
    const checked = (id: number) => data.find((n: { id: number }) => n.id === id).check_dt;
    expect(checked(newest!.id)).toBeNull();
    expect(checked(middle!.id)).not.toBeNull();
    expect(checked(oldest!.id)).not.toBeNull();

    // An id beyond another user's notifications marks only the caller's own.
    await check(auth, theirs.id + 1000);
    expect((await list(other.auth)).json().meta.unread).toBe(1);
    expect((await list(auth)).json().meta.unread).toBe(0);
  });

  it('refuses an id that is not a number, or beyond what the database holds', async () => {
    const { auth } = await provider();
    expect((await check(auth, -1)).statusCode).toBe(422);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/notifications/2147483648',
      headers: auth,
    });
    expect(huge.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'POST', url: '/notifications/abc' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the channels a user chooses', () => {
  it('start from the defaults and keep what the user saves', async () => {
    const { auth } = await provider();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/notification-settings',
      headers: auth,
    });
    expect(get.statusCode).toBe(200);
    const kinds = get.json().data.kinds;
    expect(kinds).toHaveLength(NOTIFICATION_KINDS.length);
    expect(kinds).toContainEqual({ kind: 'renewal_failed', in_app: true, email: true, push: true });
    expect(kinds).toContainEqual({
      kind: 'tariff_changed',
      in_app: true,
      email: false,
      push: true,
    });
    expect(get.json().data.push).toMatchObject({ subscriptions: 0 });
    expect(get.json().data.push.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/notification-settings',
      headers: auth,
      payload: { kinds: [{ kind: 'tariff_changed', in_app: true, email: true, push: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.kinds).toContainEqual({
      kind: 'tariff_changed',
      in_app: true,
      email: true,
      push: false,
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/notification-settings',
      headers: auth,
      payload: { kinds: [{ kind: 'weather', in_app: true, email: true, push: true }] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('leave out of the bell a kind turned off in the app; the account screen still lists it', async () => {
    const { auth, accountId } = await provider();
    await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/notification-settings',
      headers: auth,
      payload: { kinds: [{ kind: 'balance_adjusted', in_app: false, email: false, push: false }] },
    });
    await adjust(accountId, 50_000);
    expect((await list(auth)).json()).toMatchObject({ data: [], meta: { unread: 0 } });
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(account.json().data.notifications).toMatchObject([{ kind: 'balance_adjusted' }]);
  });
});

describe('delivery by e-mail', () => {
  it('sends one letter in the user’s language, even when the event is carried out twice', async () => {
    const { user, accountId } = await provider('kz');
    await adjust(accountId, 250_000, 'Қайта есептеу');
    const letters = () => smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(letters()).toHaveLength(1);
    expect(letters()[0]?.subject).toBe('Bilim: Қолдау қызметі балансты өзгертті');
    expect(letters()[0]?.text).toContain('Қайта есептеу');
    expect(letters()[0]?.text).toContain('http://bilim.test/balance/history');
    expect(letters()[0]?.text).toContain('http://bilim.test/profile#notifications');

    // Its events carried out again from scratch (a retry, a processor that died mid-way):
    // `balance.adjusted` and `notification.created` both name the user. Nothing more happens.
    const again = await t.db
      .update(outbox)
      .set({ state: 'pending', handled: sql`'{}'::text[]`, availableAt: new Date() })
      .where(sql`${outbox.payload}->>'user_id' = ${String(user.id)}`)
      .returning({ type: outbox.type });
    expect(again.map((event) => event.type).sort()).toEqual([
      'balance.adjusted',
      'notification.created',
    ]);
    await t.drain();
    expect(letters()).toHaveLength(1);
    const written = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(written).toHaveLength(1);
  });

  it('sends nothing for a kind the user keeps out of e-mail', async () => {
    const { user, auth, accountId } = await provider('en');
    await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/notification-settings',
      headers: auth,
      payload: { kinds: [{ kind: 'balance_adjusted', in_app: true, email: false, push: true }] },
    });
    await adjust(accountId, 10_000);
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(0);
    expect((await list(auth)).json().meta.unread).toBe(1);
  });
});

describe('delivery by browser push', () => {
  it('pushes the notification, encrypted for the browser, in the user’s language', async () => {
    const { auth, user, accountId } = await provider('en');
    const subscription = push.subscription(`user-${user.id}`);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/push-subscriptions',
      headers: auth,
      payload: subscription,
    });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json().data.push.subscriptions).toBe(1);

    await adjust(accountId, 75_000, 'Welcome bonus');
    const delivered = push.received.filter((r) => r.path === `/push/user-${user.id}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(delivered[0]?.headers.ttl).toBe('86400');
    expect(delivered[0]?.message).toMatchObject({
      title: 'Support corrected your balance',
      url: '/balance/history',
    });
    expect((delivered[0]?.message as { body: string }).body).toContain('Welcome bonus');
  });

  it('forgets a subscription the push service says is gone', async () => {
    const { auth, user, accountId } = await provider();
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/push-subscriptions',
      headers: auth,
      payload: push.subscription(`gone-${user.id}`),
    });
    push.answerWith(410);
    try {
      await adjust(accountId, 5_000);
    } finally {
      push.answerWith(201);
    }
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('moves a browser’s subscription to whoever subscribed it last, and unsubscribes', async () => {
    const first = await provider();
    const second = await provider();
    const subscription = push.subscription(`shared-${first.user.id}`);
    for (const who of [first, second]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/cabinet/push-subscriptions',
        headers: who.auth,
        payload: subscription,
      });
    }
    const owners = await t.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(owners).toEqual([{ userId: second.user.id }]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/push-subscriptions',
      headers: second.auth,
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.push.subscriptions).toBe(0);
    const none = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(none).toHaveLength(0);
  });
});
