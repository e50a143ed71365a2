import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { UserMenu } from './user-menu';

const summary = (...amounts: number[]): MockAnswer => [
  200,
  { data: amounts.map((amt, index) => ({ chat_id: index + 1, amt })) },
];

describe('the user button’s unread mark', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await testI18n.changeLanguage('en');
  });

  it('shows the unread messages on the button itself, said in its label, from the menu’s one call', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    const fetchMock = mockApi({ 'GET /chats/messages': summary(2, 1) });
    renderWithProviders(<UserMenu compact />);
    const button = screen.getByTestId('user-menu');
    await waitFor(() => expect(button).toHaveAccessibleName('User menu: Dana, 3 unread messages'));
    expect(within(button).getByTestId('user-menu-unread')).toHaveTextContent('3');
    expect(callsTo(fetchMock, 'GET', '/chats/messages')).toHaveLength(1);
  });

  it('says many in words of each language and caps the mark at 99+', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Дана', roles: [] });
    mockApi({ 'GET /chats/messages': summary(1_200, 5) });
    await testI18n.changeLanguage('ru');
    renderWithProviders(<UserMenu />);
    const button = screen.getByTestId('user-menu');
    await waitFor(() =>
      expect(button.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
        'Меню пользователя: Дана, 1 205 непрочитанных сообщений',
      ),
    );
    expect(within(button).getByTestId('user-menu-unread')).toHaveTextContent('99+');
  });

  it('shows no mark and the plain label with nothing unread', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    const fetchMock = mockApi({ 'GET /chats/messages': summary() });
    renderWithProviders(<UserMenu />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/chats/messages')).toHaveLength(1));
    const button = screen.getByTestId('user-menu');
    expect(button).toHaveAccessibleName('User menu: Dana');
    expect(screen.queryByTestId('user-menu-unread')).toBeNull();
  });
});
