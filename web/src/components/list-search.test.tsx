import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchState } from '@/lib/use-search-state';
import { renderRoutes } from '@/testing/test-utils';
import { ListSearch } from './list-search';

function List() {
  const { values, set } = useSearchState(['q'] as const);
  return (
    <ListSearch label="Search" initial={values.q} onSearch={(q) => set({ q })} testId="search" />
  );
}

describe('a back-office list’s search box', () => {
  it('shows the search of the URL again after Back', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <List /> }], '/list?page=2');
    await act(() => router.navigate('/list?page=3'));
    fireEvent.change(screen.getByTestId('search'), { target: { value: 'айг' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=%D0%B0%D0%B9%D0%B3'));
    expect(screen.getByTestId('search')).toHaveValue('айг');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByTestId('search')).toHaveValue('');
  });
});
