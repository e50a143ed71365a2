import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import {
  allowNothing,
  buildAccount,
  buildCard,
  buildPhoto,
  buildPublishRestriction,
} from '../testing';
import { ListingsScreen } from './listings-screen';

const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });

describe('ListingsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites to create the first card when there is none', async () => {
    mockApi({ 'GET /api/cabinet/cards': [200, { data: [], meta: meta(0) }] });
    renderWithProviders(<ListingsScreen kind="cards" archive={false} account={buildAccount()} />);
    expect(await screen.findByText('No cards yet — create your first card')).toBeInTheDocument();
    expect(screen.getByTestId('cabinet-create-card')).toHaveAttribute(
      'href',
      '/cabinet/cards/create',
    );
  });

  it('lists the account cards of the active states with thumb, state and pinned mark', async () => {
    const { policies: _policies, ...summary } = buildCard({
      state: 'published',
      pinned: true,
      main_photo: buildPhoto(31, 0),
    });
    const fetchMock = mockApi({
      'GET /api/cabinet/cards': [200, { data: [summary], meta: meta(1) }],
    });
    renderWithProviders(<ListingsScreen kind="cards" archive={false} account={buildAccount()} />);
    expect(await screen.findByTestId('listing-title')).toHaveTextContent('Chess club');
    expect(screen.getByTestId('state-badge')).toHaveTextContent('Published');
    expect(screen.getByTestId('pinned-mark')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/cabinet/cards');
    expect(call?.url).toContain('account_id=1');
    expect(decodeURIComponent(call?.url ?? '')).toContain(
      'state[]=new&state[]=published&state[]=unpublished',
    );
  });

  it.each(['cards', 'events'] as const)(
    'says above the %s that support restricted publishing, through the last day and why',
    async (kind) => {
      const restrictions = [
        buildPublishRestriction(),
        buildPublishRestriction({ id: 4, type: 'chat', reason: 'Spam', until: null }),
      ];
      mockApi({
        [`GET /api/cabinet/${kind}`]: [200, { data: [], meta: meta(0) }],
        'GET /api/cabinet/restrictions': [200, { data: restrictions, meta: meta(2) }],
      });
      renderWithProviders(<ListingsScreen kind={kind} archive={false} account={buildAccount()} />);
      const notice = await screen.findByTestId('publish-restricted');
      // `until` is midnight after the last day: the day before it is shown.
      expect(notice).toHaveTextContent('Publishing is restricted');
      expect(notice).toHaveTextContent('through March 15, 2027');
      expect(notice).toHaveTextContent('Reason: Misleading prices');
      expect(notice).not.toHaveTextContent('Spam');
    },
  );

  it('says a publishing restriction without an end lasts until support removes it, in Russian', async () => {
    await testI18n.changeLanguage('ru');
    try {
      mockApi({
        'GET /api/cabinet/cards': [200, { data: [], meta: meta(0) }],
        'GET /api/cabinet/restrictions': [
          200,
          { data: [buildPublishRestriction({ until: null })], meta: meta(1) },
        ],
      });
      renderWithProviders(<ListingsScreen kind="cards" archive={false} account={buildAccount()} />);
      expect(await screen.findByTestId('publish-restricted')).toHaveTextContent(
        /ограничила публикацию, пока не снимет ограничение.*Причина: Misleading prices/,
      );
    } finally {
      await testI18n.changeLanguage('en');
    }
  });

  it('shows no notice without a publishing restriction', async () => {
    mockApi({
      'GET /api/cabinet/cards': [200, { data: [], meta: meta(0) }],
      'GET /api/cabinet/restrictions': [
        200,
        { data: [buildPublishRestriction({ type: 'review' })], meta: meta(1) },
      ],
    });
    renderWithProviders(<ListingsScreen kind="cards" archive={false} account={buildAccount()} />);
    expect(await screen.findByText('No cards yet — create your first card')).toBeInTheDocument();
    expect(screen.queryByTestId('publish-restricted')).toBeNull();
  });

  it('asks the archive for archived records only', async () => {
    const fetchMock = mockApi({ 'GET /api/cabinet/events': [200, { data: [], meta: meta(0) }] });
    renderWithProviders(<ListingsScreen kind="events" archive account={buildAccount()} />);
    expect(await screen.findByText('The event archive is empty')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/cabinet/events');
    expect(decodeURIComponent(call?.url ?? '')).toContain('state[]=archived');
    expect(decodeURIComponent(call?.url ?? '')).not.toContain('state[]=new');
  });

  it("offers a row's actions from the record's own policies", async () => {
    const card = buildCard({
      policies: { ...allowNothing, update: true, publish: true, archive: true },
    });
    const { policies: _policies, ...summary } = card;
    mockApi({
      'GET /api/cabinet/cards': [200, { data: [summary], meta: meta(1) }],
      'GET /api/cabinet/cards/5': [200, { data: card }],
    });
    renderWithProviders(<ListingsScreen kind="cards" archive={false} account={buildAccount()} />);
    fireEvent.click(await screen.findByTestId('row-actions'));
    expect(await screen.findByTestId('action-publish')).toBeInTheDocument();
    expect(screen.getByTestId('action-archive')).toBeInTheDocument();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('action-publish'));
    await waitFor(() => expect(screen.getByText('Publish?')).toBeInTheDocument());
  });
});
