import { idParams } from '@bilim/contract/api';
import {
  chatAnswer,
  chatMessageAnswer,
  chatMessagesAnswer,
  chatMessagesQuery,
  chatsAnswer,
  chatsQuery,
  chatSummaryAnswer,
  sendMessageBody,
  startChatAnswer,
  startChatBody,
  supportChatAnswer,
  supportChatsAnswer,
  supportChatsQuery,
} from '@bilim/contract/chats';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../http/multipart';
import type { ZodApp } from '../../http/types';
import { parseFields } from '../../http/validation';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  findReadableChat,
  handleSupportChat,
  listChats,
  listMessages,
  listSupportChats,
  markChats,
  readChat,
  sendMessage,
  setBlocked,
  startChat,
  unreadSummary,
  type ChatRecord,
  type MessageInput,
} from './chats.commands';
import { pushToSide } from './chats.handlers';
import { chatPolicy } from './chats.policy';
import { presentChats, presentMessage } from './chats.presenter';

/** Typing signals a session may send (the app sends one every few seconds while typing). */
const TYPING_RATE_LIMIT = { max: 20, timeWindow: '10 seconds' };
/** Messages a session may send, whatever its age (new users have tighter limits of their own). */
const MESSAGE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** Per session (the bearer token), through the app's one rate limiter. */
const perSession = (name: string, limit: { max: number; timeWindow: string }) => ({
  ...limit,
  keyGenerator: (request: FastifyRequest) =>
    `chats-${name}:${request.headers.authorization ?? request.ip}`,
});

/**
 * The message of a send: JSON `{ msg }` (validated by the route's schema), or multipart with a
 * `photo` file and an optional `msg` field, validated here by the same rule.
 */
async function messageInput(
  request: FastifyRequest,
  json: { msg: string },
  maxBytes: number,
): Promise<MessageInput> {
  if (!request.isMultipart()) return { text: json.msg };
  const { fields, file } = await readMultipartForm(request, { fileField: 'photo', maxBytes });
  const { msg } = parseFields(sendMessageBody, { msg: fields.msg ?? '' });
  return { text: msg, photo: file };
}

/**
 * Chats (spec §7: the six `/chats` calls; docs/api-chats.md): the user's conversations, the
 * new-message summary, a conversation and its messages, sending, read marks; starting a chat,
 * blocking and typing under /api/chats; support's queue under /api/support/chats.
 */
export function chatsRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, clock, storage } = ctx;
  const tags = ['chats'];

  const present = async (actor: Actor, chat: ChatRecord) => {
    const [data] = await presentChats(db, actor, [chat]);
    return data!;
  };

  /** A page of a chat's messages as the reader sees them; the reader has now received them. */
  async function messagesPage(
    actor: Actor,
    id: number,
    query: { before?: number | undefined; per_page: number },
  ) {
    const { chat, side } = await findReadableChat(db, actor, id);
    await markChats(db, { side, chatIds: [chat.id] }, 'delivered');
    const { chat: marked } = await findReadableChat(db, actor, id);
    const { rows, nextBefore } = await listMessages(db, chat.id, {
      before: query.before,
      perPage: query.per_page,
    });
    return {
      data: rows.map((message) => presentMessage(marked, message, side, storage)),
      meta: { per_page: query.per_page, next_before: nextBefore },
    };
  }

  /** Sends a message (JSON or multipart) as the actor; answers it as the sender sees it. */
  async function send(request: FastifyRequest, id: number, json: { msg: string }) {
    const actor = currentActor(request);
    const { max_image_bytes: maxBytes } = await ctx.settings.get();
    const input = await messageInput(request, json, maxBytes);
    const { chat, message, side } = await sendMessage(ctx, actor, id, input, clock());
    return { data: presentMessage(chat, message, side, storage) };
  }

  app.get('/chats', {
    config: { access: 'signed-in' },
    schema: { tags, querystring: chatsQuery, response: { 200: chatsAnswer } },
    handler: async (request) => {
      const actor = currentActor(request);
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await listChats(db, actor.id, { page, perPage });
      return presentList(await presentChats(db, actor, rows), { current: page, perPage, total });
    },
  });

  app.get('/chats/messages', {
    config: { access: 'signed-in' },
    schema: { tags, response: { 200: chatSummaryAnswer } },
    handler: async (request) => ({ data: await unreadSummary(db, currentActor(request).id) }),
  });

  app.get('/chats/:id', {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams, response: { 200: chatAnswer } },
    handler: async (request) => {
      const actor = currentActor(request);
      const { chat } = await findReadableChat(db, actor, request.params.id);
      return { data: await present(actor, chat) };
    },
  });

  app.get('/chats/:id/messages', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: idParams,
      querystring: chatMessagesQuery,
      response: { 200: chatMessagesAnswer },
    },
    handler: async (request) =>
      messagesPage(currentActor(request), request.params.id, request.query),
  });

  app.post('/chats/:id/messages', {
    config: { access: 'signed-in', rateLimit: perSession('send', MESSAGE_RATE_LIMIT) },
    schema: {
      tags,
      params: idParams,
      body: sendMessageBody,
      response: { 201: chatMessageAnswer },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await send(request, request.params.id, request.body)),
  });

  app.post('/chats/:id/read', {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams, response: { 200: chatAnswer } },
    handler: async (request) => {
      const actor = currentActor(request);
      return { data: await present(actor, await readChat(db, actor, request.params.id)) };
    },
  });

  app.post('/api/chats', {
    config: { access: 'signed-in', rateLimit: perSession('send', MESSAGE_RATE_LIMIT) },
    schema: { tags, body: startChatBody, response: { 200: startChatAnswer, 201: startChatAnswer } },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { chat, message, created } = await startChat(ctx, actor, request.body, clock());
      return reply.code(created ? 201 : 200).send({
        data: {
          chat: await present(actor, (await findReadableChat(db, actor, chat.id)).chat),
          message: presentMessage(chat, message, 'user', storage),
        },
      });
    },
  });

  for (const action of ['block', 'unblock'] as const) {
    app.post(`/api/chats/:id/${action}`, {
      config: { access: 'signed-in' },
      schema: { tags, params: idParams, response: { 200: chatAnswer } },
      handler: async (request) => {
        const actor = currentActor(request);
        const chat = await setBlocked(db, actor, request.params.id, action === 'block');
        return { data: await present(actor, chat) };
      },
    });
  }

  // Typing is relayed straight through the gateway, not through the outbox: it is worth
  // something for a few seconds only, so it is neither stored nor retried, and losing one to a
  // crash costs nothing (the next keystroke sends another).
  app.post('/api/chats/:id/typing', {
    config: { access: 'signed-in', rateLimit: perSession('typing', TYPING_RATE_LIMIT) },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { chat, side } = await findReadableChat(db, actor, request.params.id);
      if (chat.blockedBy === null) {
        pushToSide(ctx, chat, side === 'user' ? 'other' : 'user', 'chat.typing', {
          chat_id: chat.id,
          user_id: actor.id,
        });
      }
      return reply.code(204).send();
    },
  });

  app.get('/api/support/chats', {
    config: { access: 'answer:support_chat' },
    schema: {
      tags,
      querystring: supportChatsQuery,
      response: { 200: supportChatsAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      const { page, per_page: perPage, state } = request.query;
      const { rows, total } = await listSupportChats(db, actor.id, { state, page, perPage });
      return presentList(await presentChats(db, actor, rows), { current: page, perPage, total });
    },
  });

  /** A support chat for staff: 404 CHAT_NOT_FOUND for any other chat. */
  async function supportChat(actor: Actor, id: number) {
    const { chat } = await findReadableChat(db, actor, id);
    if (!chatPolicy.can(actor, 'handle', chat)) throw notFound('CHAT_NOT_FOUND');
    return chat;
  }

  app.get('/api/support/chats/:id', {
    config: { access: 'answer:support_chat' },
    schema: { tags, params: idParams, response: { 200: supportChatAnswer } },
    handler: async (request) => {
      const actor = currentActor(request);
      return { data: await present(actor, await supportChat(actor, request.params.id)) };
    },
  });

  app.get('/api/support/chats/:id/messages', {
    config: { access: 'answer:support_chat' },
    schema: {
      tags,
      params: idParams,
      querystring: chatMessagesQuery,
      response: { 200: chatMessagesAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      await supportChat(actor, request.params.id);
      return messagesPage(actor, request.params.id, request.query);
    },
  });

  app.post('/api/support/chats/:id/messages', {
    config: { access: 'answer:support_chat' },
    schema: {
      tags,
      params: idParams,
      body: sendMessageBody,
      response: { 201: chatMessageAnswer },
    },
    handler: async (request, reply) => {
      await supportChat(currentActor(request), request.params.id);
      return reply.code(201).send(await send(request, request.params.id, request.body));
    },
  });

  for (const action of ['assign', 'close'] as const) {
    app.post(`/api/support/chats/:id/${action}`, {
      config: { access: 'answer:support_chat' },
      schema: { tags, params: idParams, response: { 200: supportChatAnswer } },
      handler: async (request) => {
        const actor = currentActor(request);
        const chat = await handleSupportChat(db, actor, request.params.id, action, clock());
        return { data: await present(actor, chat) };
      },
    });
  }
}
