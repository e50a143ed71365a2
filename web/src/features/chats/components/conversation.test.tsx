import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatBlockEvent, ChatMessage } from '@bilim/contract/chats';
import type { Restriction } from '@bilim/contract/trust';
import { useRealtimeChannel } from '@/lib/realtime';
import { clearSession, setSession } from '@/lib/session';
import { fakeSockets, type FakeSocket } from '@/testing/fake-socket';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { useLiveChats } from '../hooks/use-live-chats';
import { ChatScreen } from './chat-screen';
import { buildRestriction } from '@/testing/fixtures';
import { buildChat, buildChatMessage, chatsPage, messagesPage } from '../testing';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketModule);

const ME = 10;

const chat = (overrides: Partial<Chat> = {}) =>
  buildChat({ subject: { type: 'card', id: 41, title: 'Chess club' }, unread: 1, ...overrides });

const message = (id: number, overrides: Partial<ChatMessage> = {}) =>
  buildChatMessage({ id, ...overrides });

const page = messagesPage;
const list = chatsPage;

/** The realtime channel with the chats' live updates, as the signed-in layout keeps them. */
function LiveChats() {
  useLiveChats();
  useRealtimeChannel();
  return null;
}

function renderChat(chatId: number | undefined, restriction?: Restriction, live = false) {
  return renderRoutes(
    [
      {
        path: '/chat',
        element: <ChatScreen chatId={undefined} target={undefined} targetTitle={undefined} />,
      },
      {
        path: '/chat/:id',
        element: (
          <>
            {live && <LiveChats />}
            <ChatScreen
              chatId={chatId}
              target={undefined}
              targetTitle={undefined}
              restriction={restriction}
            />
          </>
        ),
      },
    ],
    chatId === undefined ? '/chat' : `/chat/${chatId}`,
  );
}

/** The conversation's message list with a size and scroll the test sets (jsdom lays nothing out). */
function laidOut(log: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
  let scrollTop = 0;
  Object.defineProperties(log, {
    scrollHeight: { configurable: true, get: () => size.scrollHeight },
    clientHeight: { configurable: true, get: () => size.clientHeight },
    scrollTop: {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    },
  });
  return size;
}

const blockedByOther: ChatBlockEvent = {
  chat_id: 3,
  blocked_by_me: false,
  blocked_by_other: true,
  policies: { send: false, block: false, unblock: false },
};
const unblocked: ChatBlockEvent = {
  chat_id: 3,
  blocked_by_me: false,
  blocked_by_other: false,
  policies: { send: true, block: true, unblock: false },
};

describe('the chat screen', () => {
  beforeEach(() => {
    setSession({ access_token: 'token', user_id: ME, name: 'Aigerim', roles: [] });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await testI18n.changeLanguage('en');
  });

  it('lists conversations with their unread counts, or says there are none', async () => {
    mockApi({
      'GET /chats': [
        200,
        list([
          chat({
            unread: 3,
            last_message: {
              id: 7,
              msg: 'See you on Monday',
              has_photo: false,
              mine: true,
              created_at: '2026-11-25T07:00:00.000Z',
            },
          }),
        ]),
      ],
    });
    renderChat(undefined);
    const item = await screen.findByTestId('chat-list-item');
    expect(item).toHaveTextContent('Dana Academy');
    expect(item).toHaveTextContent('Chess club');
    expect(item).toHaveTextContent('You: See you on Monday');
    expect(within(item).getByTestId('chat-unread')).toHaveAccessibleName('Unread: 3');
    vi.unstubAllGlobals();

    mockApi({ 'GET /chats': [200, list([])] });
    await testI18n.changeLanguage('ru');
    renderChat(undefined);
    expect(await screen.findByText(/Переписок пока нет/)).toBeInTheDocument();
  });

  it('shows messages as text with safe links, and marks the conversation read', async () => {
    const api = mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat() }],
      'GET /chats/3/messages': [
        200,
        page([
          message(1, { msg: '<b>Hello</b> see https://dana.kz' }),
          message(2, { sender_id: ME, msg: 'Thanks', status: 'read' }),
        ]),
      ],
      'POST /chats/3/read': [200, {}],
    });
    renderChat(3);
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles[0]).toHaveTextContent('<b>Hello</b> see https://dana.kz');
    expect(bubbles[0]?.querySelector('b')).toBeNull();
    expect(within(bubbles[0]!).getByRole('link', { name: 'https://dana.kz' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(within(bubbles[1]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'POST', '/chats/3/read')).toHaveLength(1));
  });

  it('keeps a message that could not be sent, with the reason and a retry', async () => {
    let refuse = true;
    const sent = message(9, {
      sender_id: ME,
      msg: 'Is there a place on Saturday?',
      status: 'sent',
    });
    const api = mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([])],
      'POST /chats/3/messages': (): MockAnswer =>
        refuse
          ? [503, { message: 'Server error. Try again later', code: 'SERVER_ERROR_TRY_LATER' }]
          : [201, { data: sent }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChat(3);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toBeEnabled());
    fireEvent.change(composer, { target: { value: 'Is there a place on Saturday?' } });
    fireEvent.keyDown(composer, { key: 'Enter' });

    const pending = await screen.findByTestId('chat-message-pending');
    await waitFor(() =>
      expect(pending).toHaveTextContent('Not sent: Server error. Try again later'),
    );
    expect(callsTo(api, 'POST', '/chats/3/messages')[0]?.body).toEqual({
      msg: 'Is there a place on Saturday?',
    });
    expect(console.error).toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(pending).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('chat-message-pending')).toBeNull());
    expect(screen.getByTestId('chat-message')).toHaveTextContent('Is there a place on Saturday?');
  });

  it('refuses to send nothing or more than 4,000 characters', async () => {
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([])],
    });
    renderChat(3);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(composer).toBeEnabled());
    fireEvent.change(composer, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(composer, { target: { value: 'x'.repeat(4001) } });
    expect(send).toBeDisabled();
    expect(screen.getByText('At most 4,000 characters')).toBeInTheDocument();
  });

  it('says why nobody can write in a blocked conversation', async () => {
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [
        200,
        {
          data: chat({
            unread: 0,
            blocked_by_other: true,
            policies: { send: false, block: false, unblock: false },
          }),
        },
      ],
      'GET /chats/3/messages': [200, page([message(1)])],
      'POST /chats/3/read': [200, {}],
    });
    renderChat(3);
    expect(await screen.findByText(/This conversation is blocked/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('shows and lifts the other party’s block live (chat.block), without reading again', async () => {
    fakeSockets.length = 0;
    const api = mockApi({
      'GET /chats': [200, list([chat({ unread: 0 })])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([message(1)])],
      'POST /chats/3/read': [200, {}],
    });
    renderChat(3, undefined, true);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toBeEnabled());
    await vi.waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = fakeSockets[0] as FakeSocket;

    act(() => socket.serverEmits('chat.block', blockedByOther));
    expect(await screen.findByText(/This conversation is blocked/)).toBeInTheDocument();
    expect(composer).toBeDisabled();
    // Another chat's block leaves this one alone.
    act(() => socket.serverEmits('chat.block', { ...unblocked, chat_id: 4 }));
    expect(composer).toBeDisabled();

    act(() => socket.serverEmits('chat.block', unblocked));
    await waitFor(() => expect(composer).toBeEnabled());
    expect(screen.queryByText(/This conversation is blocked/)).toBeNull();
    expect(callsTo(api, 'GET', '/chats/3')).toHaveLength(1);
  });

  it('reads the conversation again when a send is refused as blocked, and keeps the notice when it is opened again', async () => {
    let blocked = false;
    const api = mockApi({
      'GET /chats': [200, list([chat({ unread: 0 })])],
      'GET /chats/3': (): MockAnswer => [
        200,
        {
          data: chat({
            unread: 0,
            ...(blocked && { blocked_by_other: true, policies: blockedByOther.policies }),
          }),
        },
      ],
      'GET /chats/3/messages': [200, page([])],
      'POST /chats/3/messages': (): MockAnswer => {
        blocked = true;
        return [403, { message: 'This conversation is blocked', code: 'CHAT_BLOCKED' }];
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderChat(3);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toBeEnabled());
    fireEvent.change(composer, { target: { value: 'Are you there?' } });
    fireEvent.keyDown(composer, { key: 'Enter' });

    const notice = await screen.findByText(/This conversation is blocked: you cannot write here/);
    expect(notice).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled());
    expect(callsTo(api, 'GET', '/chats/3')).toHaveLength(2);

    await act(() => router.navigate('/chat'));
    await act(() => router.navigate('/chat/3'));
    expect(
      await screen.findByText(/This conversation is blocked: you cannot write here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('keeps the last messages in view when a notice appears below them', async () => {
    fakeSockets.length = 0;
    mockApi({
      'GET /chats': [200, list([chat({ unread: 0 })])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([message(1), message(2)])],
      'POST /chats/3/read': [200, {}],
    });
    renderChat(3, undefined, true);
    await screen.findAllByTestId('chat-message');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    await vi.waitFor(() => expect(fakeSockets).toHaveLength(1));
    const log = screen.getByRole('log');
    const size = laidOut(log, { scrollHeight: 1000, clientHeight: 400 });
    log.scrollTop = 600;
    fireEvent.scroll(log);

    // The notice takes room from the list: it is shorter, and the view follows its end.
    size.clientHeight = 340;
    act(() => (fakeSockets[0] as FakeSocket).serverEmits('chat.block', blockedByOther));
    await screen.findByText(/This conversation is blocked/);
    expect(log.scrollTop).toBe(1000);
  });

  it('blocks only once asked to confirm, and the blocker unblocks from the notice', async () => {
    const blocked = chat({
      unread: 0,
      blocked_by_me: true,
      policies: { send: false, block: false, unblock: true },
    });
    const api = mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([])],
      'POST /api/chats/3/block': [200, { data: blocked }],
      'POST /api/chats/3/unblock': [200, { data: chat({ unread: 0 }) }],
    });
    renderChat(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Conversation actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this conversation?' });
    expect(dialog).toHaveTextContent('Dana Academy will no longer be able to write to you here');
    expect(callsTo(api, 'POST', '/api/chats/3/block')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(/You blocked this conversation/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    fireEvent.click(screen.getByTestId('chat-unblock-notice'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    expect(callsTo(api, 'POST', '/api/chats/3/unblock')).toHaveLength(1);
    expect(screen.queryByText(/You blocked this conversation/)).toBeNull();
  });

  it('says before anything is typed that support restricted the reader’s messages', async () => {
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([])],
    });
    await testI18n.changeLanguage('ru');
    renderChat(3, {
      id: 1,
      user_id: ME,
      type: 'chat',
      reason: 'Реклама в сообщениях',
      until: null,
      created_at: '2026-11-25T07:00:00.000Z',
      created_by: null,
      removed_at: null,
      removed_by: null,
      active: true,
    });
    const notice = await screen.findByTestId('chat-restricted');
    expect(notice).toHaveTextContent('Служба поддержки ограничила ваши сообщения');
    expect(notice).toHaveTextContent('Причина: Реклама в сообщениях');
    // Loaded, and still shut: the restriction, not the loading, keeps it so.
    await screen.findByRole('link', { name: 'Dana Academy' });
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
  });

  it('leaves the support conversation open to a reader restricted from chats', async () => {
    const support = chat({
      kind: 'support',
      other: { kind: 'support', user_id: null, name: 'Bilim support', avatar: null },
      subject: null,
      unread: 0,
    });
    mockApi({
      'GET /chats': [200, list([support])],
      'GET /chats/3': [200, { data: support }],
      'GET /chats/3/messages': [200, page([])],
    });
    renderChat(3, buildRestriction({ user_id: ME }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    expect(screen.queryByTestId('chat-restricted')).toBeNull();
  });

  it('answers a chat that is not there with the reason and a way back, not a retry', async () => {
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/9': [404, { message: 'Chat not found', code: 'CHAT_NOT_FOUND' }],
      'GET /chats/9/messages': [404, { message: 'Chat not found', code: 'CHAT_NOT_FOUND' }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChat(9);
    const error = await screen.findByTestId('conversation-error');
    expect(error).toHaveTextContent('Chat not found');
    expect(within(error).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(error).getByRole('link', { name: 'Back to conversations' })).toHaveAttribute(
      'href',
      '/chat',
    );
  });

  it('keeps a refused message with its retry after the conversation was left and opened again', async () => {
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat({ unread: 0 }) }],
      'GET /chats/3/messages': [200, page([])],
      'POST /chats/3/messages': [500, { message: 'Server error', code: 'SERVER_ERROR' }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderChat(3);
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toBeEnabled());
    fireEvent.change(composer, { target: { value: 'Are you open on Sunday?' } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('chat-message-pending')).toHaveTextContent('Not sent'),
    );
    // The writer stays in the box to write on.
    expect(composer).toHaveFocus();
    first.unmount();

    renderChat(3);
    const pending = await screen.findByTestId('chat-message-pending');
    expect(pending).toHaveTextContent('Are you open on Sunday?');
    expect(within(pending).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
