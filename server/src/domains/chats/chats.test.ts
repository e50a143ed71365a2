import {
  chatAnswer,
  chatMessageLength,
  chatMessagesAnswer,
  chatsAnswer,
  chatSummaryAnswer,
  startChatAnswer,
  supportChatAnswer,
  supportChatsAnswer,
} from '@bilim/contract/chats';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../events/outbox.schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { multipart } from '../../test/multipart';
import { notifications } from '../notifications/notifications.schema';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { chatMessages } from './chats.schema';

type Auth = { authorization: string } | undefined;
type SignedIn = Awaited<ReturnType<typeof buildSignedInUser>>;

let t: TestApp;
beforeAll(async () => {
  // The new-user limits have their own test below; here every user is a day old at most.
  t = await createTestApp({
    env: { CHAT_NEW_USER_CHATS_PER_HOUR: '1000', CHAT_NEW_USER_MESSAGES_PER_MINUTE: '1000' },
  });
});
afterAll(async () => t?.close());

function call(auth: Auth, method: InjectOptions['method'], url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(auth && { headers: auth }),
    ...(payload && { payload }),
  });
}

/** A provider with a published card on their first account. */
async function providerWithCard() {
  const provider = await buildSignedInUser(t.db, { name: 'Provider Person' });
  const account = await firstAccountOf(t.db, provider.user.id);
  const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
  return { provider, account, card };
}

/** A family that wrote to a provider about their card: the chat's id. */
async function conversation(msg = 'Hello! Is there a place for a six-year-old?') {
  const { provider, account, card } = await providerWithCard();
  const family = await buildSignedInUser(t.db, { name: 'Family Parent' });
  const res = await call(family.auth, 'POST', '/api/chats', { card_id: card.id, msg });
  expect(res.statusCode).toBe(201);
  const { chat, message } = startChatAnswer.parse(res.json()).data;
  return { provider, account, card, family, chatId: chat.id, firstMessage: message };
}

const send = (who: SignedIn, chatId: number, msg: string) =>
  call(who.auth, 'POST', `/chats/${chatId}/messages`, { msg });

const summary = async (who: SignedIn) => {
  const res = await call(who.auth, 'GET', '/chats/messages');
  expect(res.statusCode).toBe(200);
  return chatSummaryAnswer.parse(res.json()).data;
};

const messages = async (who: SignedIn, chatId: number, query = '') => {
  const res = await call(who.auth, 'GET', `/chats/${chatId}/messages${query}`);
  expect(res.statusCode).toBe(200);
  return chatMessagesAnswer.parse(res.json());
};

const jpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

describe('starting a chat', () => {
  it('opens one chat about a public card with the first message, and reuses it when started again', async () => {
    const { provider, account, card, family, chatId, firstMessage } = await conversation();
    expect(firstMessage).toMatchObject({
      chat_id: chatId,
      sender_id: family.user.id,
      from_support: false,
      msg: 'Hello! Is there a place for a six-year-old?',
      photo: null,
      status: 'sent',
    });
    const again = await call(family.auth, 'POST', '/api/chats', {
      card_id: card.id,
      msg: 'And for a five-year-old?',
    });
    expect(again.statusCode).toBe(200);
    const { chat } = startChatAnswer.parse(again.json()).data;
    expect(chat).toMatchObject({
      id: chatId,
      kind: 'direct',
      other: { kind: 'provider', user_id: provider.user.id, name: account.title },
      subject: { type: 'card', id: card.id, title: card.title },
      last_message: { msg: 'And for a five-year-old?', mine: true },
      unread: 0,
      blocked_by_me: false,
      blocked_by_other: false,
      policies: { send: true, block: true, unblock: false },
    });
    const header = await call(provider.auth, 'GET', `/chats/${chatId}`);
    expect(chatAnswer.parse(header.json()).data).toMatchObject({
      other: { kind: 'user', user_id: family.user.id, name: 'Family Parent' },
      unread: 2,
      last_message: { mine: false },
    });
  });

  it('about an event, and about a provider as a whole (user_id), each its own chat', async () => {
    const { provider, account, card } = await providerWithCard();
    const event = await buildEvent(t.db, { accountId: account.id, state: 'published' });
    const family = await buildSignedInUser(t.db);
    const ids = [];
    for (const body of [
      { card_id: card.id },
      { event_id: event.id },
      { user_id: provider.user.id },
    ]) {
      const res = await call(family.auth, 'POST', '/api/chats', { ...body, msg: 'Hello' });
      expect(res.statusCode).toBe(201);
      ids.push(startChatAnswer.parse(res.json()).data.chat);
    }
    expect(new Set(ids.map((chat) => chat.id)).size).toBe(3);
    expect(ids[1]?.subject).toEqual({ type: 'event', id: event.id, title: event.title });
    expect(ids[2]?.subject).toBeNull();
  });

  it.each([
    ['an unpublished card', 'card', 404, 'CARD_NOT_FOUND'],
    ['a user without public records', 'user', 404, 'USER_NOT_FOUND'],
    ['one’s own card', 'own', 422, 'CHAT_WITH_SELF'],
  ] as const)('refuses %s (%s)', async (_name, target, status, code) => {
    const { provider, card } = await providerWithCard();
    const family = await buildSignedInUser(t.db);
    const unpublished = await buildCard(t.db, { state: 'unpublished' });
    const nobody = await buildUser(t.db);
    const [who, body] =
      target === 'card'
        ? [family, { card_id: unpublished.id }]
        : target === 'user'
          ? [family, { user_id: nobody.id }]
          : [provider, { card_id: card.id }];
    const res = await call(who.auth, 'POST', '/api/chats', { ...body, msg: 'Hello' });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('asks for exactly one of card_id, event_id, user_id, support, and a message', async () => {
    const { card } = await providerWithCard();
    const family = await buildSignedInUser(t.db);
    for (const body of [
      { msg: 'Hello' },
      { card_id: card.id, support: true, msg: 'Hello' },
      { card_id: card.id, msg: '   ' },
    ]) {
      const res = await call(family.auth, 'POST', '/api/chats', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('the lists', () => {
  it('show both sides’ chats most recent first; a provider sees the chats of every account they own', async () => {
    const provider = await buildSignedInUser(t.db);
    const first = await firstAccountOf(t.db, provider.user.id);
    const second = await buildAccount(t.db, { userId: provider.user.id, title: 'Second school' });
    const cards = [
      await buildCard(t.db, { accountId: first.id, state: 'published' }),
      await buildCard(t.db, { accountId: second.id, state: 'published' }),
    ];
    const families = [await buildSignedInUser(t.db), await buildSignedInUser(t.db)];
    const chatIds: number[] = [];
    for (const [index, family] of families.entries()) {
      const res = await call(family.auth, 'POST', '/api/chats', {
        card_id: cards[index]!.id,
        msg: `Question ${index}`,
      });
      chatIds.push(res.json().data.chat.id);
    }
    // The provider also writes to another provider: a chat where they are the family.
    const other = await providerWithCard();
    const own = await call(provider.auth, 'POST', '/api/chats', {
      card_id: other.card.id,
      msg: 'Do you rent rooms?',
    });
    chatIds.push(own.json().data.chat.id);
    // The first chat gets the newest message: it goes first.
    expect((await send(families[0]!, chatIds[0]!, 'Anyone there?')).statusCode).toBe(201);

    const res = await call(provider.auth, 'GET', '/chats?per_page=2');
    const page = chatsAnswer.parse(res.json());
    expect(page.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(page.data.map((chat) => chat.id)).toEqual([chatIds[0], chatIds[2]]);
    const next = chatsAnswer.parse(
      (await call(provider.auth, 'GET', '/chats?per_page=2&page=2')).json(),
    );
    expect(next.data.map((chat) => chat.id)).toEqual([chatIds[1]]);
    expect(next.data[0]?.other).toMatchObject({ kind: 'user', user_id: families[1]!.user.id });
    expect(page.data[0]?.unread).toBe(2);
    expect(page.data[1]?.other).toMatchObject({ kind: 'provider', name: other.account.title });
  });

  it('summarise the unread messages per chat (amt) until read', async () => {
    const { provider, family, chatId } = await conversation();
    await send(family, chatId, 'Second');
    await send(family, chatId, 'Third');
    expect(await summary(provider)).toEqual([{ chat_id: chatId, amt: 3 }]);
    expect(await summary(family)).toEqual([]);
    await send(provider, chatId, 'Yes, there is');
    expect(await summary(family)).toEqual([{ chat_id: chatId, amt: 1 }]);
    const read = await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    expect(read.statusCode).toBe(200);
    expect(chatAnswer.parse(read.json()).data.unread).toBe(0);
    expect(await summary(provider)).toEqual([]);
    expect(await summary(family)).toEqual([{ chat_id: chatId, amt: 1 }]);
  });

  it('page messages backwards with a cursor, oldest first within a page', async () => {
    const { family, provider, chatId, firstMessage } = await conversation('m0');
    const ids = [firstMessage.id];
    for (let n = 1; n < 7; n += 1) {
      const res = await send(n % 2 ? provider : family, chatId, `m${n}`);
      ids.push(res.json().data.id);
    }
    const newest = await messages(family, chatId, '?per_page=3');
    expect(newest.data.map((message) => message.msg)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.meta).toEqual({ per_page: 3, next_before: ids[4] });
    const middle = await messages(family, chatId, `?per_page=3&before=${newest.meta.next_before}`);
    expect(middle.data.map((message) => message.msg)).toEqual(['m1', 'm2', 'm3']);
    const oldest = await messages(family, chatId, `?per_page=3&before=${middle.meta.next_before}`);
    expect(oldest.data.map((message) => message.msg)).toEqual(['m0']);
    expect(oldest.meta.next_before).toBeNull();
  });
});

describe('read marks', () => {
  it('go from sent to delivered (the reader’s app received them) to read, on the sender’s own messages only', async () => {
    const { family, provider, chatId } = await conversation('First');
    await send(family, chatId, 'Second');
    const statuses = async () => (await messages(family, chatId)).data.map((m) => m.status);
    expect(await statuses()).toEqual(['sent', 'sent']);
    await summary(provider);
    expect(await statuses()).toEqual(['delivered', 'delivered']);
    // The provider reads them: marks move; the provider sees no status on the family's messages.
    const theirs = await messages(provider, chatId);
    expect(theirs.data.map((m) => m.status)).toEqual([null, null]);
    await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    expect(await statuses()).toEqual(['read', 'read']);
    await send(family, chatId, 'Third');
    expect(await statuses()).toEqual(['read', 'read', 'sent']);
  });

  it('emit chat.marked only when a mark moved', async () => {
    const { provider, chatId } = await conversation();
    await t.drain();
    const marked = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.type, 'chat.marked'), sql`(payload->>'chat_id')::int = ${chatId}`))
      ).length;
    await summary(provider);
    await summary(provider);
    expect(await marked()).toBe(1);
    await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    expect(await marked()).toBe(2);
  });
});

describe('who reads a chat', () => {
  it('only its parties read a direct chat, staff and admin get 404 like a stranger, a visitor 401', async () => {
    const { family, provider, chatId } = await conversation();
    const readers: Array<[string, Auth, number]> = [
      ['family', family.auth, 200],
      ['provider', provider.auth, 200],
      ['stranger', (await buildSignedInUser(t.db)).auth, 404],
      ['support', (await buildSignedInUser(t.db, { roles: ['support'] })).auth, 404],
      ['admin', (await buildSignedInUser(t.db, { roles: ['admin'] })).auth, 404],
      ['visitor', undefined, 401],
    ];
    for (const [name, auth, status] of readers) {
      for (const [method, url, body] of [
        ['GET', `/chats/${chatId}`],
        ['GET', `/chats/${chatId}/messages`],
        ['POST', `/chats/${chatId}/messages`, { msg: 'Hi' }],
        ['POST', `/chats/${chatId}/read`],
        ['POST', `/api/chats/${chatId}/typing`],
      ] as const) {
        const res = await call(auth, method, url, body);
        const expected =
          status === 200 && url.endsWith('messages') && method === 'POST' ? 201 : status;
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(
          url.endsWith('typing') && status === 200 ? 204 : expected,
        );
        if (status === 404) expect(res.json().code).toBe('CHAT_NOT_FOUND');
      }
    }
  });

  it('a support chat: its user and staff holding answer:support_chat; advertisement and others get 404', async () => {
    const user = await buildSignedInUser(t.db);
    const started = await call(user.auth, 'POST', '/api/chats', { support: true, msg: 'Help me' });
    expect(started.statusCode).toBe(201);
    const chatId = started.json().data.chat.id;
    const readers: Array<[string, Auth, number]> = [
      ['user', user.auth, 200],
      ['support', (await buildSignedInUser(t.db, { roles: ['support'] })).auth, 200],
      ['admin', (await buildSignedInUser(t.db, { roles: ['admin'] })).auth, 200],
      ['advertisement', (await buildSignedInUser(t.db, { roles: ['advertisement'] })).auth, 404],
      ['stranger', (await buildSignedInUser(t.db)).auth, 404],
      ['visitor', undefined, 401],
    ];
    for (const [name, auth, status] of readers) {
      const res = await call(auth, 'GET', `/chats/${chatId}`);
      expect(res.statusCode, name).toBe(status);
    }
    // Support's own calls: 403 without the permission (checked before anything else).
    const queue = await call(user.auth, 'GET', '/api/support/chats');
    expect(queue.statusCode).toBe(403);
  });
});

describe('sending', () => {
  it('is refused while the sender is restricted for chat (403 ACTION_FORBIDDEN)', async () => {
    const { family, chatId, card } = await conversation();
    await t.db.insert(userRestrictions).values({
      userId: family.user.id,
      type: 'chat',
      reason: 'Spam',
    });
    for (const res of [
      await send(family, chatId, 'Hello again'),
      await call(family.auth, 'POST', '/api/chats', { card_id: card.id, msg: 'Hi' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Action temporarily forbidden for user',
        code: 'ACTION_FORBIDDEN',
      });
    }
    // Support stays reachable: to ask about the restriction, among other things.
    const toSupport = await call(family.auth, 'POST', '/api/chats', {
      support: true,
      msg: 'Why can I not write?',
    });
    expect(toSupport.statusCode).toBe(201);
    const supportChatId = toSupport.json().data.chat.id as number;
    expect((await send(family, supportChatId, 'It was a misunderstanding')).statusCode).toBe(201);
  });

  it('is refused to both sides of a blocked chat, which stays readable; only the blocker unblocks', async () => {
    const { family, provider, chatId } = await conversation();
    const blocked = await call(provider.auth, 'POST', `/api/chats/${chatId}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(chatAnswer.parse(blocked.json()).data).toMatchObject({
      blocked_by_me: true,
      policies: { send: false, block: false, unblock: true },
    });
    for (const who of [family, provider]) {
      const res = await send(who, chatId, 'Still there?');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CHAT_BLOCKED');
    }
    expect((await messages(family, chatId)).data).toHaveLength(1);
    const header = await call(family.auth, 'GET', `/chats/${chatId}`);
    expect(chatAnswer.parse(header.json()).data).toMatchObject({
      blocked_by_other: true,
      policies: { send: false, block: false, unblock: false },
    });
    expect((await call(family.auth, 'POST', `/api/chats/${chatId}/unblock`)).statusCode).toBe(403);
    expect((await call(family.auth, 'POST', `/api/chats/${chatId}/block`)).statusCode).toBe(403);
    const unblocked = await call(provider.auth, 'POST', `/api/chats/${chatId}/unblock`);
    expect(chatAnswer.parse(unblocked.json()).data).toMatchObject({
      blocked_by_me: false,
      policies: { send: true, block: true, unblock: false },
    });
    expect((await send(family, chatId, 'Back again')).statusCode).toBe(201);
  });

  it('takes up to 4,000 characters, refuses more and refuses empty text', async () => {
    const { family, chatId } = await conversation();
    expect((await send(family, chatId, 'я'.repeat(4000))).statusCode).toBe(201);
    const long = await send(family, chatId, 'я'.repeat(4001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ msg: 'Value is too long' });
    const empty = await send(family, chatId, ' \n\t ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ msg: 'Fill value' });
    const form = multipart([], { msg: 'x'.repeat(4001) });
    const longForm = await t.app.inject({
      method: 'POST',
      url: `/chats/${chatId}/messages`,
      headers: { ...family.auth, ...form.headers },
      payload: form.payload,
    });
    expect(longForm.statusCode).toBe(422);
    expect(longForm.json().errors).toEqual({ msg: 'Value is too long' });
  });

  it('counts characters as Unicode code points: 4,000 emoji go, 4,001 do not, as the contract counts', async () => {
    const { family, chatId } = await conversation();
    // 😀 is two UTF-16 units and one character.
    const emoji = '😀'.repeat(4000);
    expect(emoji).toHaveLength(8000);
    expect(chatMessageLength(emoji)).toBe(4000);
    const fits = await send(family, chatId, emoji);
    expect(fits.statusCode).toBe(201);
    expect(fits.json().data.msg).toBe(emoji);
    const long = await send(family, chatId, `${emoji}😀`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ msg: 'Value is too long' });
    // A family emoji joins five code points (three people, two joiners): five characters.
    const families = '👨‍👩‍👧'.repeat(800);
    expect((await send(family, chatId, families)).statusCode).toBe(201);
    expect((await send(family, chatId, `${families}x`)).statusCode).toBe(422);
    // Whitespace around is trimmed before counting.
    expect((await send(family, chatId, `  ${emoji}\n`)).statusCode).toBe(201);
  });

  it('refuses text of only invisible characters as empty, unless a photo goes with it', async () => {
    const { family, provider, chatId } = await conversation();
    const blanks = [
      '\u200B',
      ' \u200B\u200C\u200D \n',
      '\u2060\uFEFF\u00AD',
      '\u200E\u200F\u202A\u202C',
      '\u3164\uFFA0\u2800',
      '\uFE0F\u034F\u{E0041}',
      '\u3000\u00A0\u2028',
    ];
    for (const blank of blanks) {
      const res = await send(family, chatId, blank);
      expect(res.statusCode, JSON.stringify(blank)).toBe(422);
      expect(res.json().errors).toEqual({ msg: 'Fill value' });
      const started = await call(family.auth, 'POST', '/api/chats', {
        support: true,
        msg: blank,
      });
      expect(started.statusCode, JSON.stringify(blank)).toBe(422);
      expect(started.json().errors).toEqual({ msg: 'Fill value' });
    }
    const form = multipart([], { msg: '\u200B\u200B' });
    const blankForm = await t.app.inject({
      method: 'POST',
      url: `/chats/${chatId}/messages`,
      headers: { ...family.auth, ...form.headers },
      payload: form.payload,
    });
    expect(blankForm.statusCode).toBe(422);
    expect(blankForm.json().errors).toEqual({ msg: 'Fill value' });
    expect((await messages(provider, chatId)).data).toHaveLength(1);

    // Beside a photo the text may show nothing; visible text with invisible characters is text.
    const withPhoto = multipart(
      [{ field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpeg() }],
      { msg: '\u200B' },
    );
    const photo = await t.app.inject({
      method: 'POST',
      url: `/chats/${chatId}/messages`,
      headers: { ...family.auth, ...withPhoto.headers },
      payload: withPhoto.payload,
    });
    expect(photo.statusCode).toBe(201);
    const joined = await send(family, chatId, 'ok\u200B👍🏽\u200D');
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.msg).toBe('ok\u200B👍🏽\u200D');
  });

  it('keeps HTML inert: stored and answered verbatim, as text', async () => {
    const { family, provider, chatId } = await conversation();
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';
    const res = await send(family, chatId, html);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.msg).toBe(html);
    const [stored] = await t.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.id, res.json().data.id));
    expect(stored?.text).toBe(html);
    expect((await messages(provider, chatId)).data.at(-1)?.msg).toBe(html);
  });

  it('sends a photo through the photo pipeline (WebP renditions) and refuses a file that is not an image by its content', async () => {
    const { family, provider, chatId } = await conversation();
    const upload = async (data: Buffer, fields: Record<string, string> = {}) => {
      const form = multipart(
        [{ field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data }],
        fields,
      );
      return t.app.inject({
        method: 'POST',
        url: `/chats/${chatId}/messages`,
        headers: { ...family.auth, ...form.headers },
        payload: form.payload,
      });
    };
    const fake = await upload(Buffer.from('just some text pretending to be a photo'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('IMAGE_INVALID');
    expect((await messages(provider, chatId)).data).toHaveLength(1);

    const photo = await upload(await jpeg(), { msg: 'Our classroom' });
    expect(photo.statusCode).toBe(201);
    const sent = photo.json().data;
    expect(sent).toMatchObject({ msg: 'Our classroom', photo: { width: 300, height: 200 } });
    expect(sent.photo.urls.thumb).toMatch(/^\/uploads\/photos\/.+\/thumb\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: sent.photo.urls.full });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    // The bubble's picture: the whole photo (not the thumbnail's 4:3 crop), 800 px at most.
    const card = await t.app.inject({ method: 'GET', url: sent.photo.urls.card });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });

    const photoOnly = await upload(await jpeg());
    expect(photoOnly.statusCode).toBe(201);
    expect(photoOnly.json().data.msg).toBe('');
    const list = chatsAnswer.parse((await call(provider.auth, 'GET', '/chats')).json());
    expect(list.data.find((chat) => chat.id === chatId)?.last_message).toMatchObject({
      msg: '',
      has_photo: true,
    });
  });
});

describe('support chats', () => {
  it('queue, assign, answer as support, close; the user writing again reopens the same chat', async () => {
    const user = await buildSignedInUser(t.db, { name: 'Asking User' });
    const staff = await buildSignedInUser(t.db, { roles: ['support'], name: 'Support Agent' });
    const started = await call(user.auth, 'POST', '/api/chats', {
      support: true,
      msg: 'I cannot top up',
    });
    const chatId = started.json().data.chat.id;
    expect(started.json().data.chat.other).toEqual({
      kind: 'support',
      user_id: null,
      name: 'Bilim',
      avatar: null,
    });
    const queue = async (state: string) =>
      supportChatsAnswer
        .parse((await call(staff.auth, 'GET', `/api/support/chats?state=${state}`)).json())
        .data.map((chat) => chat.id);
    expect(await queue('open')).toContain(chatId);
    expect(await queue('mine')).not.toContain(chatId);
    const assigned = await call(staff.auth, 'POST', `/api/support/chats/${chatId}/assign`);
    expect(assigned.json().data).toMatchObject({
      assigned_to: { id: staff.user.id, name: 'Support Agent' },
      other: { kind: 'user', user_id: user.user.id, name: 'Asking User' },
      unread: 1,
    });
    expect(await queue('mine')).toContain(chatId);

    const answer = await call(staff.auth, 'POST', `/api/support/chats/${chatId}/messages`, {
      msg: 'Which card did you use?',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ from_support: true, status: 'sent' });
    const seen = await messages(user, chatId);
    expect(seen.data.map((m) => [m.msg, m.from_support, m.status])).toEqual([
      ['I cannot top up', false, 'sent'],
      ['Which card did you use?', true, null],
    ]);
    const staffView = await call(staff.auth, 'GET', `/api/support/chats/${chatId}/messages`);
    expect(staffView.json().data.map((m: { status: string }) => m.status)).toEqual([
      null,
      'delivered',
    ]);

    // The conversation's page reads who has it and whether it is closed, as the queue does.
    const header = async () =>
      supportChatAnswer.parse(
        (await call(staff.auth, 'GET', `/api/support/chats/${chatId}`)).json(),
      ).data;
    expect(await header()).toMatchObject({
      assigned_to: { id: staff.user.id },
      closed: false,
    });

    const closed = await call(staff.auth, 'POST', `/api/support/chats/${chatId}/close`);
    expect(closed.json().data.closed).toBe(true);
    expect(await header()).toMatchObject({ closed: true });
    expect(await queue('closed')).toContain(chatId);
    const again = await call(user.auth, 'POST', '/api/chats', {
      support: true,
      msg: 'Still broken',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.chat).toMatchObject({ id: chatId, closed: false });
    expect(await queue('open')).toContain(chatId);
  });

  it('support’s calls answer 404 for a direct chat', async () => {
    const { chatId } = await conversation();
    const staff = await buildSignedInUser(t.db, { roles: ['support'] });
    for (const [method, url] of [
      ['GET', `/api/support/chats/${chatId}`],
      ['GET', `/api/support/chats/${chatId}/messages`],
      ['POST', `/api/support/chats/${chatId}/assign`],
    ] as const) {
      const res = await call(staff.auth, method, url);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the unread reminder', () => {
  /** The reminders written for a user. */
  const reminders = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat_unread')));
  /** Time passes for a chat: its delayed reminders become due (the app's delay is five minutes). */
  const reminderTime = async (chatId: number) => {
    await t.db
      .update(outbox)
      .set({ availableAt: sql`now()` })
      .where(
        and(
          eq(outbox.type, 'chat.unread_reminder_due'),
          eq(outbox.state, 'pending'),
          sql`(${outbox.payload}->>'chat_id')::int = ${chatId}`,
        ),
      );
    await t.drain();
  };

  it('comes once per conversation while it stays unread, by e-mail, and again after a read', async () => {
    const { provider, family, chatId, account } = await conversation('Are you open on Sunday?');
    await send(family, chatId, 'And on Saturday?');
    await t.drain();
    expect(await reminders(provider.user.id)).toEqual([]);
    t.mail.length = 0;
    await reminderTime(chatId);
    const [reminder, ...more] = await reminders(provider.user.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      subject: 'chat',
      objId: chatId,
      accountId: account.id,
      channels: ['email', 'push'],
      params: { chat_id: chatId, author_name: 'Family Parent', preview: 'Are you open on Sunday?' },
    });
    expect(t.mail.map((mail) => mail.to)).toEqual([provider.user.email]);
    expect(t.mail[0]?.text).toContain(`/chat/${chatId}`);

    // Still unread: more messages bring no second reminder.
    await send(family, chatId, 'Hello?');
    await reminderTime(chatId);
    expect(await reminders(provider.user.id)).toHaveLength(1);

    // Read, then a new message: a new stretch, a new reminder.
    await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    await send(family, chatId, 'One more question');
    await reminderTime(chatId);
    expect(await reminders(provider.user.id)).toHaveLength(2);
  });

  it('does not come for a chat blocked meanwhile', async () => {
    const { provider, chatId } = await conversation();
    await call(provider.auth, 'POST', `/api/chats/${chatId}/block`);
    await reminderTime(chatId);
    expect(await reminders(provider.user.id)).toEqual([]);
  });

  it('does not come when the message was read in time', async () => {
    const { provider, chatId } = await conversation();
    await call(provider.auth, 'POST', `/chats/${chatId}/read`);
    await reminderTime(chatId);
    expect(await reminders(provider.user.id)).toEqual([]);
  });
});

describe('a new user’s limits', () => {
  it('hold users younger than a day to a few conversations an hour and messages a minute (429)', async () => {
    const limited = await createTestApp({
      env: { CHAT_NEW_USER_CHATS_PER_HOUR: '2', CHAT_NEW_USER_MESSAGES_PER_MINUTE: '3' },
    });
    try {
      const post = (auth: Auth, url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, headers: auth, payload });
      const provider = await buildSignedInUser(limited.db);
      const account = await firstAccountOf(limited.db, provider.user.id);
      const cards = await Promise.all(
        [1, 2, 3].map(() => buildCard(limited.db, { accountId: account.id, state: 'published' })),
      );
      const fresh = await buildSignedInUser(limited.db);
      const opened = [];
      for (const card of cards)
        opened.push(await post(fresh.auth, '/api/chats', { card_id: card.id, msg: 'Hi' }));
      expect(opened.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
      // The wait: until the first conversation of the hour leaves the window (within the hour).
      const chatWait = Number(opened[2]!.headers['retry-after']);
      expect(chatWait).toBeGreaterThan(3500);
      expect(chatWait).toBeLessThanOrEqual(3600);
      const chatId = (
        await post(fresh.auth, '/api/chats', { card_id: cards[0]!.id, msg: 'Third' })
      ).json().data.chat.id;
      const flood = await post(fresh.auth, `/chats/${chatId}/messages`, { msg: 'Fourth' });
      expect(flood.statusCode).toBe(429);
      expect(flood.json().code).toBe('TOO_MANY_REQUESTS');
      expect(flood.headers['retry-after']).toBe('60');

      // A user of two days writes freely.
      const settled = await buildSignedInUser(limited.db);
      await limited.db.execute(
        sql`update users set created_at = now() - interval '2 days' where id = ${settled.user.id}`,
      );
      const statuses = [];
      for (const card of cards) {
        statuses.push(
          (await post(settled.auth, '/api/chats', { card_id: card.id, msg: 'Hi' })).statusCode,
        );
        statuses.push(
          (await post(settled.auth, '/api/chats', { card_id: card.id, msg: 'Hi' })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 200, 201, 200, 201, 200]);
    } finally {
      await limited.close();
    }
  });
});
