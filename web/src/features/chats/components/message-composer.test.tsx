import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '@bilim/contract/chats';
import { clearSession, setSession } from '@/lib/session';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, renderWithProviders } from '@/testing/test-utils';
import { ChatScreen } from './chat-screen';
import { MessageComposer } from './message-composer';
import { buildChat, chatsPage, messagesPage } from '../testing';

const ME = 10;

const chat = (id: number, overrides: Partial<Chat> = {}) =>
  buildChat({
    id,
    other: { kind: 'provider', user_id: 20 + id, name: `Provider ${id}`, avatar: null },
    ...overrides,
  });

const page = messagesPage;
const list = chatsPage;

/** /chat/:chatId as the app routes it: the conversation of the address. */
function Room() {
  const { chatId } = useParams();
  return <ChatScreen chatId={Number(chatId)} target={undefined} targetTitle={undefined} />;
}

const renderRoom = (path: string) =>
  renderRoutes([{ path: '/chat/:chatId', element: <Room /> }], path);

describe('the composer', () => {
  beforeEach(() => {
    setSession({ access_token: 'token', user_id: ME, name: 'Aigerim', roles: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('counts characters as the server does: an emoji is one', () => {
    renderWithProviders(<MessageComposer onSend={vi.fn()} />);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    // 4,000 emoji are 8,000 UTF-16 units, and still 4,000 characters.
    fireEvent.change(composer, { target: { value: '😀'.repeat(4000) } });
    expect(screen.getByText('4,000 / 4,000')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(screen.queryByText('At most 4,000 characters')).toBeNull();

    fireEvent.change(composer, { target: { value: '😀'.repeat(3600) } });
    expect(screen.getByText('3,600 / 4,000')).toBeInTheDocument();

    fireEvent.change(composer, { target: { value: '😀'.repeat(4001) } });
    expect(send).toBeDisabled();
    expect(screen.getByText('At most 4,000 characters')).toBeInTheDocument();
    expect(screen.getByText('4,001 / 4,000')).toBeInTheDocument();
  });

  it('has no attach button to press while nothing can be sent', () => {
    const view = renderWithProviders(<MessageComposer onSend={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Attach a photo' })).toBeDisabled();
    view.unmount();
    renderWithProviders(<MessageComposer onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Attach a photo' })).toBeEnabled();
  });

  it('is shut, attach included, in a blocked conversation', async () => {
    mockApi({
      'GET /chats': [200, list([chat(3)])],
      'GET /chats/3': [
        200,
        {
          data: chat(3, {
            blocked_by_other: true,
            policies: { send: false, block: false, unblock: false },
          }),
        },
      ],
      'GET /chats/3/messages': [200, page([])],
    });
    renderRoom('/chat/3');
    expect(await screen.findByText(/This conversation is blocked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach a photo' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('keeps each conversation’s draft while another is open, until it is sent', async () => {
    const api = mockApi({
      'GET /chats': [200, list([chat(4), chat(1)])],
      'GET /chats/4': [200, { data: chat(4) }],
      'GET /chats/1': [200, { data: chat(1) }],
      'GET /chats/4/messages': [200, page([])],
      'GET /chats/1/messages': [200, page([])],
      'POST /chats/4/messages': [
        201,
        {
          data: {
            id: 50,
            chat_id: 4,
            sender_id: ME,
            from_support: false,
            msg: 'Is Saturday free?',
            photo: null,
            created_at: '2026-11-25T07:00:00.000Z',
            status: 'sent',
          },
        },
      ],
    });
    const { router } = renderRoom('/chat/4');
    const enabledComposer = async () => {
      const composer = await screen.findByRole('textbox', { name: 'Message' });
      await waitFor(() => expect(composer).toBeEnabled());
      return composer;
    };
    fireEvent.change(await enabledComposer(), { target: { value: 'Is Saturday free?' } });

    await act(() => router.navigate('/chat/1'));
    await screen.findByRole('link', { name: 'Provider 1' });
    expect(await enabledComposer()).toHaveValue('');

    await act(() => router.navigate('/chat/4'));
    const composer = await enabledComposer();
    expect(composer).toHaveValue('Is Saturday free?');

    fireEvent.keyDown(composer, { key: 'Enter' });
    await waitFor(() => expect(callsTo(api, 'POST', '/chats/4/messages')).toHaveLength(1));
    expect(composer).toHaveValue('');
    await act(() => router.navigate('/chat/1'));
    await act(() => router.navigate('/chat/4'));
    expect(await enabledComposer()).toHaveValue('');
  });
});
