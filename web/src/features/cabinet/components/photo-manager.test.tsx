import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { buildPhoto } from '../testing';
import { MAX_PHOTO_BYTES, PhotoManager } from './photo-manager';

const photos = [buildPhoto(31, 0), buildPhoto(32, 1), buildPhoto(33, 2)];

/** jsdom lays nothing out: give each photo tile a place in a row, so keyboard moves find neighbours. */
function layOutTiles() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const tile = this.closest('[data-testid="photo-item"]');
    if (!tile) return original.call(this);
    const index = [...document.querySelectorAll('[data-testid="photo-item"]')].indexOf(tile);
    const left = index * 120;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 110,
      bottom: 150,
      width: 110,
      height: 150,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('PhotoManager', () => {
  beforeEach(() => layOutTiles());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the photos against the tariff limit', () => {
    mockApi({});
    renderWithProviders(<PhotoManager kind="cards" recordId={5} photos={photos} limit={5} />);
    expect(screen.getAllByTestId('photo-item')).toHaveLength(3);
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3 of 5 photos');
    expect(screen.getAllByTestId('photo-item')[0]).toHaveAttribute('data-main', 'true');
  });

  it('moves a photo with the keyboard and sends the new order', async () => {
    const reordered = [buildPhoto(32, 0, false), buildPhoto(31, 1, true), buildPhoto(33, 2, false)];
    const fetchMock = mockApi({
      'PUT /api/cabinet/cards/5/photos/order': [200, { data: reordered }],
    });
    renderWithProviders(<PhotoManager kind="cards" recordId={5} photos={photos} limit={5} />);
    const [handle] = screen.getAllByTestId('photo-handle');
    if (!handle) throw new Error('no handle');
    handle.focus();
    // The keyboard sensor listens from the next tick on; give it a tick between the keys.
    const press = async (code: string, key: string) => {
      await act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    await press('Space', ' ');
    await press('ArrowRight', 'ArrowRight');
    await press('Space', ' ');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'PUT', '/api/cabinet/cards/5/photos/order').map((call) => call.body),
      ).toEqual([{ photo_ids: [32, 31, 33] }]),
    );
    const order = screen.getAllByTestId('photo-item').map((item) => item.dataset.photoId);
    expect(order).toEqual(['32', '31', '33']);
  });

  it('makes a photo the main one', async () => {
    const fetchMock = mockApi({
      'POST /api/cabinet/cards/5/photos/33/main': [
        200,
        { data: [buildPhoto(31, 0, false), buildPhoto(32, 1, false), buildPhoto(33, 2, true)] },
      ],
    });
    renderWithProviders(<PhotoManager kind="cards" recordId={5} photos={photos} limit={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the main one' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards/5/photos/33/main')).toHaveLength(1),
    );
  });

  it('deletes a photo only after confirmation', async () => {
    const fetchMock = mockApi({
      'DELETE /api/cabinet/cards/5/photos/32': [200, { data: [photos[0], photos[2]] }],
    });
    renderWithProviders(<PhotoManager kind="cards" recordId={5} photos={photos} limit={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Delete this photo? This cannot be undone')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/cabinet/cards/5/photos/32')).toHaveLength(1),
    );
  });

  it('refuses a file over 10 MB before uploading anything', async () => {
    const fetchMock = mockApi({});
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderWithProviders(<PhotoManager kind="cards" recordId={5} photos={[]} limit={5} />);
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_PHOTO_BYTES + 1 });
    const input = screen.getByTestId('photo-dropzone').querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByTestId('photo-errors')).toHaveTextContent(
      'huge.jpg: Image size is too large',
    );
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
