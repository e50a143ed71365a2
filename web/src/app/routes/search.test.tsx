import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/test-utils';
import { Component as Search } from './search';

const nothing = {
  data: { cards: [], events: [], providers: [] },
  meta: { cards_total: 0, events_total: 0 },
};

describe('the search page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches a text longer than the API takes by its first 200 characters, and says so', async () => {
    const fetchMock = mockApi({ 'GET /api/search': [200, nothing] });
    const long = `https://www.instagram.com/${'kindergarten_sunny_kids_'.repeat(10)}`;
    renderRoutes(
      [{ path: '/search', Component: Search }],
      `/search?text=${encodeURIComponent(long)}`,
    );
    expect(await screen.findByText(/Nothing was found/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/search');
    expect(call?.search.get('text')).toBe(long.slice(0, 200));
    expect(screen.getByTestId('search-shortened')).toHaveTextContent(
      'The text is too long: the search is for its first 200 characters.',
    );
  });

  it('searches a text within the limit as it is, with no note', async () => {
    const fetchMock = mockApi({ 'GET /api/search': [200, nothing] });
    renderRoutes([{ path: '/search', Component: Search }], '/search?text=%20школа%20');
    expect(await screen.findByText(/Nothing was found/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/search')[0]?.search.get('text')).toBe('школа');
    expect(screen.queryByTestId('search-shortened')).toBeNull();
  });
});
