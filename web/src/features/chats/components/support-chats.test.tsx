import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '@bilim/contract/chats';
import { clearSession, setSession } from '@/lib/session';
import { onePage } from '@/testing/fixtures';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import type { SupportChat } from '../api/support-chats';
import { SupportChatsQueue, SupportConversation } from './support-chats';

const AGENT = 5;

const supportChat = (id: number, overrides: Partial<SupportChat> = {}): SupportChat => ({
  id,
  kind: 'support',
  other: { kind: 'user', user_id: 40 + id, name: `Parent ${id}`, avatar: null },
  subject: null,
  last_message: {
    id: 100 + id,
    msg: 'I cannot pay for the tariff by card',
    has_photo: false,
    mine: false,
    created_at: '2026-11-25T07:00:00.000Z',
  },
  unread: 1,
  blocked_by_me: false,
  blocked_by_other: false,
  closed: false,
  updated_at: '2026-11-25T07:00:00.000Z',
  policies: { send: true, block: false, unblock: false },
  assigned_to: null,
  ...overrides,
});

describe('support conversations', () => {
  beforeEach(() => {
    setSession({ access_token: 't', user_id: AGENT, name: 'Saule', roles: ['support'] });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await testI18n.changeLanguage('en');
  });

  it('lists the queue by state, saying who has taken each conversation', async () => {
    const api = mockApi({
      'GET /api/support/chats': ({ url }) =>
        url.includes('state=closed')
          ? [200, onePage([], 30)]
          : [
              200,
              onePage(
                [
                  supportChat(1),
                  supportChat(2, { assigned_to: { id: AGENT, name: 'Saule' } }),
                  supportChat(3, { assigned_to: { id: 9, name: 'Arman' } }),
                ],
                30,
              ),
            ],
    });
    renderRoutes([{ path: '/support/chats', element: <SupportChatsQueue /> }], '/support/chats');
    const rows = await screen.findAllByTestId('support-chat');
    // Staff see the user who wrote, not "Bilim support".
    expect(rows[0]).toHaveTextContent('Parent 1');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Waiting for an answer'),
      expect.stringContaining('Taken by you'),
      expect.stringContaining('Taken by Arman'),
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/support/chat/1');

    fireEvent.click(screen.getByText('Closed'));
    expect(await screen.findByText('No conversations here.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/support/chats').at(-1)?.search.get('state')).toBe('closed');
  });

  it('takes a conversation on and closes it', async () => {
    const chat: Chat = { ...supportChat(1) };
    let current = supportChat(1);
    const change = (overrides: Partial<SupportChat>): MockAnswer => {
      current = { ...current, ...overrides };
      return [200, { data: current }];
    };
    const api = mockApi({
      'GET /chats/1': [200, { data: chat }],
      'GET /api/support/chats/1': () => [200, { data: current }],
      'GET /chats/1/messages': [200, { data: [], meta: { per_page: 30, next_before: null } }],
      'POST /api/support/chats/1/assign': () =>
        change({ assigned_to: { id: AGENT, name: 'Saule' } }),
      'POST /api/support/chats/1/close': () => change({ closed: true }),
    });
    await testI18n.changeLanguage('ru');
    renderRoutes(
      [{ path: '/support/chat/:id', element: <SupportConversation chatId={1} /> }],
      '/support/chat/1',
    );
    const assign = await screen.findByRole('button', { name: 'Взять' });
    // Enabled once the page knows the conversation is nobody's yet.
    await waitFor(() => expect(assign).toBeEnabled());
    fireEvent.click(assign);
    await waitFor(() =>
      expect(screen.getByTestId('support-assign')).toHaveTextContent('Взято вами'),
    );
    expect(screen.queryByTestId('support-chat-closed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.getByTestId('support-close')).toBeDisabled());
    // Said in words, not only by the greyed buttons.
    expect(screen.getByTestId('support-chat-closed')).toHaveTextContent('Обращение закрыто');
    expect(callsTo(api, 'POST', '/api/support/chats/1/assign')).toHaveLength(1);
    expect(callsTo(api, 'POST', '/api/support/chats/1/close')).toHaveLength(1);
    // The header comes from support's own view of the conversation: one call, not two.
    expect(callsTo(api, 'GET', '/chats/1')).toHaveLength(0);
  });

  it('shows a conversation already taken and closed as such when it is opened', async () => {
    mockApi({
      'GET /chats/1': [200, { data: supportChat(1, { closed: true }) }],
      'GET /api/support/chats/1': [
        200,
        { data: supportChat(1, { assigned_to: { id: AGENT, name: 'Saule' }, closed: true }) },
      ],
      'GET /chats/1/messages': [200, { data: [], meta: { per_page: 30, next_before: null } }],
    });
    renderRoutes(
      [{ path: '/support/chat/:id', element: <SupportConversation chatId={1} /> }],
      '/support/chat/1',
    );
    await waitFor(() =>
      expect(screen.getByTestId('support-assign')).toHaveTextContent('Taken by you'),
    );
    expect(screen.getByTestId('support-assign')).toBeDisabled();
    expect(screen.getByTestId('support-close')).toBeDisabled();
    expect(screen.getByTestId('support-chat-closed')).toHaveTextContent(
      'This conversation is closed',
    );
    // On a wide screen it fills the window from where it starts, as the user's chat does.
    const screenTop = screen.getByTestId('page-title').parentElement?.parentElement;
    expect(screenTop?.style.getPropertyValue('--fill-top')).toMatch(/^\d+px$/);
  });
});
