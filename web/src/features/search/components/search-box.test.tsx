import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchBox } from './search-box';

function suggestions() {
  const fetchMock = vi.fn(
    async (_path: string) =>
      new Response(
        JSON.stringify({
          data: [
            { kind: 'card', id: 12, title: 'Школа робототехники', path: '/cards/12/show' },
            { kind: 'category', id: 3, title: 'Школы', path: '/catalog?category=schools' },
          ],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the header search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers suggestions while typing, asked once after a 200 ms pause', async () => {
    const fetchMock = suggestions();
    renderWithProviders(<SearchBox initialText="" onSearch={vi.fn()} onOpen={vi.fn()} />);
    const input = screen.getByTestId('search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'шк' } });
    fireEvent.change(input, { target: { value: 'шко' } });
    expect(await screen.findAllByTestId('search-suggestion')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/search/suggest?text=${encodeURIComponent('шко')}`,
    );
  });

  it('opens the page of a chosen suggestion', async () => {
    suggestions();
    const onOpen = vi.fn();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox initialText="" onSearch={onSearch} onOpen={onOpen} />);
    const input = screen.getByTestId('search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'школа' } });
    const [first] = await screen.findAllByTestId('search-suggestion');
    fireEvent.click(first as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith('/cards/12/show');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('opens a suggestion chosen with the keyboard', async () => {
    suggestions();
    const onOpen = vi.fn();
    renderWithProviders(<SearchBox initialText="" onSearch={vi.fn()} onOpen={onOpen} />);
    const input = screen.getByTestId('search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'школа' } });
    await screen.findAllByTestId('search-suggestion');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('/catalog?category=schools'));
  });

  it('searches for the text on Enter when no suggestion is chosen', async () => {
    suggestions();
    const onSearch = vi.fn();
    const onOpen = vi.fn();
    renderWithProviders(<SearchBox initialText="" onSearch={onSearch} onOpen={onOpen} />);
    const input = screen.getByTestId('search-input');
    fireEvent.change(input, { target: { value: ' робототехника ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('робототехника');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('takes no more than the API does (200 characters), also from a longer URL text', () => {
    suggestions();
    const long = 'https://www.instagram.com/' + 'a'.repeat(300);
    renderWithProviders(<SearchBox initialText={long} onSearch={vi.fn()} onOpen={vi.fn()} />);
    const input = screen.getByTestId('search-input');
    expect(input).toHaveAttribute('maxlength', '200');
    expect(input).toHaveValue(long.slice(0, 200));
  });
});
