import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeChannel } from '@/lib/realtime';
import { setSession } from '@/lib/session';
import { fakeSockets, type FakeSocket } from '@/testing/fake-socket';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { BalanceBadge } from '../components/balance-badge';
import { accountRoutes, buildMoneyAccount, buildNotice } from '../testing';
import { useLiveBalance } from './use-live-balance';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketModule);

function LiveBadge() {
  useLiveBalance();
  useRealtimeChannel();
  return <BalanceBadge />;
}

async function renderLiveBadge() {
  setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
  const fetchMock = mockApi(accountRoutes(buildMoneyAccount({ balance: 0, badge: 'neutral' })));
  renderWithProviders(<LiveBadge />);
  await vi.waitFor(() => expect(fakeSockets).toHaveLength(1));
  const badge = await screen.findByTestId('balance-badge');
  return { fetchMock, badge, socket: fakeSockets[0] as FakeSocket };
}

describe('the balance badge kept current by the realtime channel', () => {
  beforeEach(() => {
    fakeSockets.length = 0;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('takes the balance and colour of a balance event at once, without asking again', async () => {
    const { fetchMock, badge, socket } = await renderLiveBadge();
    expect(badge).toHaveTextContent('₸0');
    socket.serverEmits('balance', {
      account_id: 1,
      balance: 1_000_000,
      currency: 'KZT',
      badge: 'green',
    });
    await waitFor(() => expect(badge).toHaveTextContent('₸10,000'));
    expect(badge).toHaveAttribute('data-colour', 'green');
    expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(1);

    // Another account's balance leaves this one alone.
    socket.serverEmits('balance', { account_id: 2, balance: 5, currency: 'KZT', badge: 'red' });
    expect(badge).toHaveTextContent('₸10,000');
  });

  it('reads the account again on a notification about money (its notices and tariff)', async () => {
    const { fetchMock, socket } = await renderLiveBadge();
    const notification = buildNotice({ id: 9 });
    socket.serverEmits('notification', notification);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(2));
  });
});
