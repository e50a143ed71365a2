import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { Gallery } from './gallery';
import { ListingPhoto } from './listing-photo';

const photo = (width: number, height: number) => ({
  id: 1,
  position: 0,
  is_main: true,
  width,
  height,
  urls: { thumb: '/p/thumb.webp', card: '/p/card.webp', full: '/p/full.webp' },
});

describe("a list item's photo", () => {
  it('offers both renditions by width, sized and lazy', () => {
    renderWithProviders(<ListingPhoto alt="Chess club" photo={photo(1600, 1200)} />);
    const image = screen.getByAltText('Chess club');
    expect(image).toHaveAttribute('srcset', '/p/thumb.webp 320w, /p/card.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('src', '/p/card.webp');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

describe("a record's gallery", () => {
  it('offers the card and full renditions by width, the first photo first', () => {
    renderWithProviders(<Gallery title="Chess club" photos={[photo(1600, 1200)]} />);
    const image = screen.getByAltText('Chess club');
    expect(image).toHaveAttribute('srcset', '/p/card.webp 800w, /p/full.webp 1600w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers one rendition of a photo no wider than the card one', () => {
    renderWithProviders(<Gallery title="Chess club" photos={[photo(640, 480)]} />);
    const image = screen.getByAltText('Chess club');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', '/p/card.webp');
  });
});

describe('a gallery of several photos', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it("announces the slide shown in the reader's language", async () => {
    await testI18n.changeLanguage('ru');
    // jsdom has no IntersectionObserver, which the carousel (Embla) watches its slides with.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    renderWithProviders(
      <Gallery title="Chess club" photos={[photo(1600, 1200), { ...photo(1600, 1200), id: 2 }]} />,
    );
    const status = screen.getByText('Слайд 1 из 2');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
