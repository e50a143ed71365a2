import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { useSearchState } from './use-search-state';

function List() {
  const { values, page, set } = useSearchState(['q'] as const);
  return (
    <>
      <p>
        page {page}, q {values.q || '-'}
      </p>
      <button onClick={() => set({ page: page + 1 })}>next</button>
      <button onClick={() => set({ q: `${values.q}a` })}>type</button>
    </>
  );
}

describe('a back-office list’s state in the URL', () => {
  it('keeps each page a step Back returns from, and a search typed as one entry', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <List /> }], '/list');
    fireEvent.click(screen.getByText('next'));
    fireEvent.click(screen.getByText('next'));
    await screen.findByText('page 3, q -');
    await act(() => router.navigate(-1));
    await screen.findByText('page 2, q -');

    fireEvent.click(screen.getByText('type'));
    fireEvent.click(screen.getByText('type'));
    // Typing starts again on page 1 and replaces the entry: Back leaves the search.
    await screen.findByText('page 1, q aa');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
