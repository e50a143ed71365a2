import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatMessage } from '@bilim/contract/chats';
import type { Restriction } from '@bilim/contract/trust';
import { clearSession, setSession } from '@/lib/session';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { ChatScreen } from './chat-screen';

const ME = 10;
const PROVIDER = 20;

const chat = (overrides: Partial<Chat> = {}): Chat => ({
  id: 3,
  kind: 'direct',
  other: { kind: 'provider', user_id: PROVIDER, name: 'Dana Academy', avatar: null },
  subject: { type: 'card', id: 41, title: 'Chess club' },
  last_message: null,
  unread: 1,
  blocked_by_me: false,
  blocked_by_other: false,
  closed: false,
  updated_at: '2026-11-25T07:00:00.000Z',
  policies: { send: true, block: true, unblock: false },
  ...overrides,
});

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 3,
  sender_id: PROVIDER,
  from_support: false,
  msg: `Message ${id}`,
  photo: null,
  created_at: '2026-11-25T07:00:00.000Z',
  status: null,
  ...overrides,
});

const page = (data: ChatMessage[]) => ({ data, meta: { per_page: 30, next_before: null } });
const list = (chats: Chat[]) => ({
  data: chats,
  meta: { current_page: 1, last_page: 1, per_page: 30, total: chats.length },
});

function renderChat(chatId: number | undefined, restriction?: Restriction) {
  return renderRoutes(
    [
      {
        path: '/chat',
        element: <ChatScreen chatId={undefined} target={undefined} targetTitle={undefined} />,
      },
      {
        path: '/chat/:id',
        element: (
          <ChatScreen
            chatId={chatId}
            target={undefined}
            targetTitle={undefined}
            restriction={restriction}
          />
        ),
      },
    ],
    chatId === undefined ? '/chat' : `/chat/${chatId}`,
  );
}

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
          ? [403, { message: 'Action temporarily forbidden for user', code: 'ACTION_FORBIDDEN' }]
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
      expect(pending).toHaveTextContent('Not sent: Action temporarily forbidden for user'),
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
