import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { FavoritesTabs } from './favorites-tabs';

describe('the favorites sections', () => {
  it('mark the current one and lead to the other', async () => {
    const { router } = renderRoutes(
      [
        { path: '/favorite-cards', element: <FavoritesTabs active="cards" /> },
        { path: '/favorite-events', element: <p>events</p> },
      ],
      '/favorite-cards',
    );
    expect(screen.getByTestId('favorites-tab-cards')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('favorites-tab-events')).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByTestId('favorites-tab-events'));
    await screen.findByText('events');
    expect(router.state.location.pathname).toBe('/favorite-events');
  });
});
