import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { Component as NotFound } from './not-found';

describe('Page Not Found', () => {
  it('shows the code 440 and goes home when there is no history', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>home</p> },
        { path: '*', Component: NotFound },
      ],
      '/no/such/page',
    );
    expect(screen.getByTestId('not-found-code')).toHaveTextContent('440');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Page Not Found');
    fireEvent.click(screen.getByTestId('not-found-back'));
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });
});
