import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail } from '@bilim/contract/cards';
import { LISTING_ACTIONS } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { allowNothing, buildCard } from '../testing';
import { useCabinetListing } from '../api/get-listing';
import { ListingActionButtons } from './listing-actions';

describe('ListingActionButtons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [{ publish: true, archive: true, delete: true }, ['publish', 'archive', 'delete']],
    [{ unpublish: true, archive: true, pin: true }, ['unpublish', 'pin', 'archive']],
    [{ restore: true, delete: true }, ['restore', 'delete']],
    [{}, []],
  ] as [Partial<typeof allowNothing>, string[]][])(
    'shows exactly the actions the policies allow (%j)',
    (allowed, shown) => {
      mockApi({});
      renderWithProviders(
        <ListingActionButtons
          kind="cards"
          record={{ id: 5, account_id: 1, policies: { ...allowNothing, ...allowed } }}
        />,
      );
      for (const action of LISTING_ACTIONS) {
        const button = screen.queryByTestId(`action-${action}`);
        if (shown.includes(action)) expect(button).toBeInTheDocument();
        else expect(button).toBeNull();
      }
    },
  );

  it.each([
    ['publish', 'Publish?', 'POST', '/api/cabinet/cards/5/publish'],
    ['unpublish', 'Cancel publication?', 'POST', '/api/cabinet/cards/5/unpublish'],
    ['archive', 'Move to archive?', 'POST', '/api/cabinet/cards/5/archive'],
    ['restore', 'Move to new?', 'POST', '/api/cabinet/cards/5/restore'],
    ['delete', 'Delete permanently? This cannot be undone', 'DELETE', '/api/cabinet/cards/5'],
  ] as const)(
    'asks before %s and calls the server only once confirmed',
    async (action, prompt, method, path) => {
      const fetchMock = mockApi({
        [`${method} ${path}`]: action === 'delete' ? [204] : [200, { data: buildCard() }],
      });
      const onDeleted = vi.fn();
      renderWithProviders(
        <ListingActionButtons
          kind="cards"
          record={{ id: 5, account_id: 1, policies: { ...allowNothing, [action]: true } }}
          onDeleted={onDeleted}
        />,
      );
      fireEvent.click(screen.getByTestId(`action-${action}`));
      expect(await screen.findByText(prompt)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(screen.getByTestId('confirm-action'));
      await waitFor(() => expect(callsTo(fetchMock, method, path)).toHaveLength(1));
      if (action === 'delete') await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    },
  );

  it('does nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(
      <ListingActionButtons
        kind="events"
        record={{ id: 7, account_id: 1, policies: { ...allowNothing, archive: true } }}
      />,
    );
    fireEvent.click(screen.getByTestId('action-archive'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-action')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pins at once, without a prompt', async () => {
    const fetchMock = mockApi({
      'POST /api/cabinet/cards/5/pin': [200, { data: buildCard({ pinned: true }) }],
    });
    renderWithProviders(
      <ListingActionButtons
        kind="cards"
        record={{ id: 5, account_id: 1, policies: { ...allowNothing, pin: true } }}
      />,
    );
    fireEvent.click(screen.getByTestId('action-pin'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/pin')).toHaveLength(1),
    );
    expect(screen.queryByTestId('confirm-action')).toBeNull();
  });

  /** The buttons of the record as the show page has it: re-rendered when an action changes it. */
  function LiveActions() {
    const { data } = useCabinetListing('cards', 5);
    return data ? <ListingActionButtons kind="cards" record={data} /> : null;
  }

  it('moves the focus to the button that replaced the pinned one', async () => {
    mockApi({
      'GET /api/cabinet/cards/5': [
        200,
        { data: buildCard({ policies: { ...allowNothing, pin: true, archive: true } }) },
      ],
      'POST /api/cabinet/cards/5/pin': [
        200,
        {
          data: buildCard({
            pinned: true,
            policies: { ...allowNothing, unpin: true, archive: true },
          }),
        },
      ],
    });
    renderWithProviders(<LiveActions />);
    const pin = await screen.findByTestId('action-pin');
    pin.focus();
    fireEvent.click(pin);
    await waitFor(() => expect(screen.getByTestId('action-unpin')).toHaveFocus());
  });

  it('moves the focus to "Restore" after a confirmed archive', async () => {
    mockApi({
      'GET /api/cabinet/cards/5': [
        200,
        { data: buildCard({ policies: { ...allowNothing, archive: true } }) },
      ],
      'POST /api/cabinet/cards/5/archive': [
        200,
        {
          data: buildCard({
            state: 'archived',
            policies: { ...allowNothing, restore: true, delete: true },
          }),
        },
      ],
    });
    renderWithProviders(<LiveActions />);
    // As a click in a browser does: the dialog gives the focus back to what had it.
    const archive = await screen.findByTestId('action-archive');
    archive.focus();
    fireEvent.click(archive);
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.getByTestId('action-restore')).toHaveFocus());
  });
});

describe('VIP for a card', () => {
  afterEach(() => vi.unstubAllGlobals());

  const offer = { data: { price: 150_000, currency: 'KZT', days: 30 } };
  const published = (overrides: Partial<CardDetail> = {}) =>
    buildCard({
      id: 5,
      state: 'published',
      policies: { ...allowNothing, update: true, vip: true },
      ...overrides,
    });

  /** Stands for the header's balance badge: a query under the money screens' 'account' keys. */
  function BalanceProbe() {
    const balance = useQuery({
      queryKey: ['account', 'detail', 1],
      queryFn: () => api.get('/api/account'),
    });
    return <span data-testid="balance-probe">{balance.isSuccess ? 'loaded' : ''}</span>;
  }

  it('offers "Make VIP" only where the policies allow it', () => {
    mockApi({});
    const { unmount } = renderWithProviders(
      <ListingActionButtons kind="cards" record={published()} />,
    );
    expect(screen.getByTestId('action-vip')).toHaveTextContent('Make VIP');
    expect(screen.queryByTestId('vip-mark')).toBeNull();
    unmount();
    renderWithProviders(
      <ListingActionButtons
        kind="cards"
        record={published({ policies: { ...allowNothing, update: true, vip: false } })}
      />,
    );
    expect(screen.queryByTestId('action-vip')).toBeNull();
  });

  it('shows how long the card stays VIP and offers to extend it', () => {
    mockApi({});
    renderWithProviders(
      <ListingActionButtons
        kind="cards"
        record={published({ vip: true, vip_until: '2026-12-19T09:00:00.000Z' })}
      />,
    );
    expect(screen.getByTestId('vip-mark')).toHaveTextContent('VIP until December 19, 2026');
    expect(screen.getByTestId('action-vip')).toHaveTextContent('Extend VIP');
  });

  it('shows the price before buying, and buys once confirmed, refreshing the balance', async () => {
    let accountReads = 0;
    const fetchMock = mockApi({
      'GET /api/cabinet/vip': [200, offer],
      'GET /api/account': () => [200, { data: { read: (accountReads += 1) } }],
      'POST /api/cabinet/cards/5/vip': [
        200,
        { data: published({ vip: true, vip_until: '2026-12-19T09:00:00.000Z' }) },
      ],
    });
    renderWithProviders(
      <>
        <BalanceProbe />
        <ListingActionButtons kind="cards" record={published()} />
      </>,
    );
    await waitFor(() => expect(accountReads).toBe(1));
    fireEvent.click(screen.getByTestId('action-vip'));
    expect(await screen.findByTestId('vip-offer')).toHaveTextContent(/1,500/);
    expect(screen.getByTestId('vip-offer')).toHaveTextContent('30 days');
    expect(screen.getByTestId('confirm-vip')).toHaveTextContent(/Pay .*1,500/);
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/vip')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('confirm-vip'));
    await waitFor(() => expect(screen.queryByTestId('confirm-vip')).toBeNull());
    const [call] = callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/vip');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(accountReads).toBe(2));
  });

  it.each([
    ['en', 'Not enough funds', 'Top up the balance'],
    ['ru', 'Недостаточно средств', 'Пополнить баланс'],
    ['kz', 'Қаражат жеткіліксіз', 'Балансты толықтыру'],
  ] as const)(
    'explains a short balance in %s with a link to top up, retrying under the same key',
    async (language, message, link) => {
      await testI18n.changeLanguage(language);
      try {
        const fetchMock = mockApi({
          'GET /api/cabinet/vip': [200, offer],
          'POST /api/cabinet/cards/5/vip': [
            402,
            { message: 'Not enough funds', code: 'NOT_ENOUGH_FUNDS' },
          ],
        });
        renderWithProviders(<ListingActionButtons kind="cards" record={published()} />);
        fireEvent.click(screen.getByTestId('action-vip'));
        fireEvent.click(await screen.findByTestId('confirm-vip'));
        const alert = await screen.findByTestId('vip-not-enough-funds');
        expect(alert).toHaveTextContent(message);
        const replenish = screen.getByTestId('vip-not-enough-funds-replenish');
        expect(replenish).toHaveTextContent(link);
        expect(replenish).toHaveAttribute('href', '/replenish');

        fireEvent.click(screen.getByTestId('confirm-vip'));
        await waitFor(() =>
          expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/vip')).toHaveLength(2),
        );
        const keys = callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/vip').map(
          (call) => call.headers['Idempotency-Key'],
        );
        expect(new Set(keys).size).toBe(1);
      } finally {
        await testI18n.changeLanguage('en');
      }
    },
  );

  it('links the top-up with what the balance lacks, in tiyn', async () => {
    mockApi({
      'GET /api/cabinet/vip': [200, offer],
      'POST /api/cabinet/cards/5/vip': [
        402,
        { message: 'Not enough funds', code: 'NOT_ENOUGH_FUNDS' },
      ],
      'GET /api/account': [200, { data: { id: 1, balance: 40_050 } }],
    });
    renderWithProviders(<ListingActionButtons kind="cards" record={published()} />);
    fireEvent.click(screen.getByTestId('action-vip'));
    fireEvent.click(await screen.findByTestId('confirm-vip'));
    await waitFor(() =>
      expect(screen.getByTestId('vip-not-enough-funds-replenish')).toHaveAttribute(
        'href',
        '/replenish?amount=109950',
      ),
    );
  });

  it('shows an error with a retry when the price cannot be read', async () => {
    mockApi({ 'GET /api/cabinet/vip': [500, { message: 'Server error', code: 'SERVER_ERROR' }] });
    renderWithProviders(<ListingActionButtons kind="cards" record={published()} />);
    fireEvent.click(screen.getByTestId('action-vip'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-vip')).toBeNull();
  });
});
