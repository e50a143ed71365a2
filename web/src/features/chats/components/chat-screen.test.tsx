import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams, useSearchParams } from 'react-router';
import type { Chat } from '@bilim/contract/chats';
import { clearSession, setSession } from '@/lib/session';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { chatTargetOf } from '../lib/chat-target';
import { ChatScreen } from './chat-screen';
import { buildChat, buildChatMessage, chatsPage, messagesPage } from '../testing';

const ME = 10;

const chat = (overrides: Partial<Chat> = {}) =>
  buildChat({ subject: { type: 'card', id: 41, title: 'Chess club' }, ...overrides });

const message = (id: number, chatId: number) =>
  buildChatMessage({ id, chat_id: chatId, sender_id: ME });

const list = chatsPage;
const noMessages = messagesPage();

/** As routes/chat.tsx: one screen for /chat and /chat/{id}, the target from the query. */
function ChatRoute() {
  const { chatId } = useParams();
  const [search] = useSearchParams();
  return (
    <ChatScreen
      chatId={chatId === undefined ? undefined : Number(chatId)}
      target={chatTargetOf(search)}
      targetTitle="Chess club"
    />
  );
}

const renderChat = (path: string) =>
  renderRoutes(
    [
      { path: '/chat', element: <ChatRoute /> },
      { path: '/chat/:chatId', element: <ChatRoute /> },
    ],
    path,
  );

/** The viewport of a phone (useIsMobile's query matches) or a desktop. */
function viewport(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  });
  return () => {
    window.matchMedia = original;
  };
}

describe('the chat screen', () => {
  let restoreViewport = () => {};
  beforeEach(() => {
    setSession({ access_token: 'token', user_id: ME, name: 'Aigerim', roles: [] });
  });
  afterEach(async () => {
    // Unmounted first: back online, mounted queries would fetch again (from no server).
    cleanup();
    restoreViewport();
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSession();
    await testI18n.changeLanguage('en');
  });

  it('keeps the first message in the box when it cannot go offline, says so, and sends it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Offline: TanStack Query would hold a mutation paused, to send it unannounced later.
    onlineManager.setOnline(false);
    let online = false;
    const fetchMock = mockApi({
      'GET /chats': [200, list([])],
      'POST /api/chats': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return [201, { data: { chat: chat({ id: 5 }), message: message(9, 5) } }];
      },
      'GET /chats/5': [200, { data: chat({ id: 5 }) }],
      'GET /chats/5/messages': [200, noMessages],
    });
    const { router } = renderChat('/chat?card=41');
    const box = await screen.findByTestId('chat-composer');
    fireEvent.change(box, { target: { value: 'Is there a place for a six-year-old?' } });
    fireEvent.click(screen.getByTestId('chat-send'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check the internet and try again',
    );
    expect(callsTo(fetchMock, 'POST', '/api/chats')).toHaveLength(1);
    expect(box).toHaveValue('Is there a place for a six-year-old?');
    expect(box).toBeEnabled();
    expect(router.state.location.search).toBe('?card=41');

    // Back online, nothing goes by itself; Send does, once, and opens the conversation.
    online = true;
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'POST', '/api/chats')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/5'));
    expect(callsTo(fetchMock, 'POST', '/api/chats')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/api/chats')[1]?.body).toEqual({
      card_id: 41,
      msg: 'Is there a place for a six-year-old?',
    });
  });

  it('keeps the text while the first message is on its way', async () => {
    const answered = mockApi({ 'GET /chats': [200, list([])] });
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
      init.method === 'POST' ? pending : answered(input, init),
    );
    renderChat('/chat?support=1');
    const box = await screen.findByTestId('chat-composer');
    fireEvent.change(box, { target: { value: 'I cannot pay by card' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('chat-send')).toHaveAttribute('data-loading'));
    expect(box).toHaveValue('I cannot pay by card');
    answer(
      new Response(JSON.stringify({ message: 'Server error', code: 'SERVER_ERROR' }), {
        status: 500,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(box).toHaveValue('I cannot pay by card');
  });

  it('on a phone, gives the first message a way back to the conversations', async () => {
    restoreViewport = viewport(true);
    mockApi({ 'GET /chats': [200, list([])] });
    const { router } = renderChat('/chat?support=1');
    await screen.findByTestId('new-conversation');
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    // Not opened from the list: the list takes this entry's place.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/chat');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on a phone, goes back in history to the list a conversation was opened from', async () => {
    restoreViewport = viewport(true);
    const support = chat({ id: 6, kind: 'support', subject: null });
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat() }],
      'GET /chats/3/messages': [200, noMessages],
      'POST /api/chats': [201, { data: { chat: support, message: message(9, 6) } }],
      'GET /chats/6': [200, { data: support }],
      'GET /chats/6/messages': [200, noMessages],
    });
    const { router } = renderChat('/chat');
    const listEntry = router.state.location.key;
    fireEvent.click(await screen.findByTestId('chat-list-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/3'));
    await screen.findByTestId('conversation');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }));
    // Back, not forward to a second list: the system's Back then leaves the chat.
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe(listEntry);
    await screen.findByTestId('chat-list-item');

    // Help → the first message to support → sent: that conversation's arrow goes back too.
    fireEvent.click(screen.getByTestId('chat-support'));
    fireEvent.change(await screen.findByTestId('chat-composer'), {
      target: { value: 'I cannot pay by card' },
    });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/6'));
    // The conversation's arrow, not the first message's on its way out.
    await screen.findByTestId('conversation');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe(listEntry);
  });

  it('on a phone, takes a conversation opened directly back to the list in its place', async () => {
    restoreViewport = viewport(true);
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat() }],
      'GET /chats/3/messages': [200, noMessages],
    });
    const { router } = renderChat('/chat/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('on a desktop, lays the list and the conversation out to fill the window below the header', async () => {
    restoreViewport = viewport(false);
    mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat() }],
      'GET /chats/3/messages': [200, noMessages],
    });
    renderChat('/chat/3');
    const layout = await screen.findByTestId('chat-screen');
    expect(layout.style.getPropertyValue('--fill-top')).toMatch(/^\d+px$/);
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    expect(await screen.findByTestId('chat-list-item')).toBeInTheDocument();
    expect(await screen.findByTestId('conversation')).toBeInTheDocument();
  });
});
