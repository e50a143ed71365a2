import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_ACTIONS } from '@bilim/contract/listings';
import { renderWithProviders } from '@/testing/test-utils';
import { allowNothing, buildCard, callsTo, mockApi } from '../testing';
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
          record={{ id: 5, policies: { ...allowNothing, ...allowed } }}
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
          record={{ id: 5, policies: { ...allowNothing, [action]: true } }}
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
        record={{ id: 7, policies: { ...allowNothing, archive: true } }}
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
        record={{ id: 5, policies: { ...allowNothing, pin: true } }}
      />,
    );
    fireEvent.click(screen.getByTestId('action-pin'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/pin')).toHaveLength(1),
    );
    expect(screen.queryByTestId('confirm-action')).toBeNull();
  });
});
