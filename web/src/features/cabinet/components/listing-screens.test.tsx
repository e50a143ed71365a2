import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { onePage } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import {
  allowNothing,
  buildAccount,
  buildCard,
  buildPhoto,
  buildPublishRestriction,
  catalog,
  cities,
} from '../testing';
import { ListingShowScreen } from './listing-screens';

vi.mock('@/components/location-map', () => ({ default: () => null }));

describe('ListingShowScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the owner's card with its state, allowed actions, photos and the public preview", async () => {
    mockApi({
      'GET /api/cabinet/accounts': [200, { data: [buildAccount()] }],
      'GET /api/cabinet/cards/5': [
        200,
        {
          data: buildCard({
            state: 'published',
            photos: [buildPhoto(31, 0, false), buildPhoto(32, 1, true)],
            policies: { ...allowNothing, update: true, unpublish: true, archive: true, pin: true },
          }),
        },
      ],
    });
    renderWithProviders(
      <ListingShowScreen kind="cards" id={5} catalog={catalog} cities={cities} tags={[]} />,
    );
    expect(await screen.findByTestId('listing-show')).toBeInTheDocument();
    expect(screen.getAllByTestId('state-badge')[0]).toHaveTextContent('Published');
    for (const action of ['unpublish', 'archive', 'pin']) {
      expect(screen.getByTestId(`action-${action}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('action-publish')).toBeNull();
    expect(screen.getByTestId('public-link')).toHaveAttribute('href', '/cards/5/show');
    expect(await screen.findByTestId('photo-count')).toHaveTextContent('2 of 5 photos');
    // The public page shows the main photo first.
    expect(screen.getByTestId('preview-main-photo')).toHaveAttribute('src', '/media/32-card.webp');
    expect(screen.getByText('Format:')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('says near Publish that support restricted publishing, with the last day', async () => {
    mockApi({
      'GET /api/cabinet/accounts': [200, { data: [buildAccount()] }],
      'GET /api/cabinet/cards/5': [
        200,
        { data: buildCard({ policies: { ...allowNothing, update: true, publish: true } }) },
      ],
      'GET /api/cabinet/restrictions': [200, onePage([buildPublishRestriction()])],
    });
    renderWithProviders(
      <ListingShowScreen kind="cards" id={5} catalog={catalog} cities={cities} tags={[]} />,
    );
    const notice = await screen.findByTestId('publish-restricted');
    expect(notice).toHaveTextContent(/through March 15, 2027.*Reason: Misleading prices/);
    expect(screen.getByTestId('action-publish')).toBeInTheDocument();
  });

  it('says a refused Publish was a restriction set meanwhile, and shows its notice then', async () => {
    let restricted = false;
    mockApi({
      'GET /api/cabinet/accounts': [200, { data: [buildAccount()] }],
      'GET /api/cabinet/cards/5': [
        200,
        { data: buildCard({ policies: { ...allowNothing, update: true, publish: true } }) },
      ],
      // Support restricts publishing after the page was read.
      'GET /api/cabinet/restrictions': () => [
        200,
        onePage(restricted ? [buildPublishRestriction()] : []),
      ],
      'POST /api/cabinet/cards/5/publish': () => {
        restricted = true;
        return [
          403,
          { message: 'Action temporarily forbidden for user', code: 'ACTION_FORBIDDEN' },
        ];
      },
    });
    renderWithProviders(
      <ListingShowScreen kind="cards" id={5} catalog={catalog} cities={cities} tags={[]} />,
    );
    fireEvent.click(await screen.findByTestId('action-publish'));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByTestId('publish-restricted')).toHaveTextContent(
      /through March 15, 2027/,
    );
  });

  it('answers "Card not found" for an unknown card, without a retry', async () => {
    mockApi({
      'GET /api/cabinet/accounts': [200, { data: [buildAccount()] }],
      'GET /api/cabinet/cards/9': [404, { message: 'Card not found', code: 'CARD_NOT_FOUND' }],
    });
    renderWithProviders(
      <ListingShowScreen kind="cards" id={9} catalog={catalog} cities={cities} tags={[]} />,
    );
    expect(await screen.findByText('Card not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
