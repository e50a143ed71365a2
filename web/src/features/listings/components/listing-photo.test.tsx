import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ListingPhoto } from './listing-photo';

describe("a list item's photo", () => {
  it('offers both renditions by width, sized and lazy', () => {
    renderWithProviders(
      <ListingPhoto
        alt="Chess club"
        photo={{
          id: 1,
          position: 0,
          is_main: true,
          width: 1600,
          height: 1200,
          urls: { thumb: '/p/thumb.webp', card: '/p/card.webp', full: '/p/full.webp' },
        }}
      />,
    );
    const image = screen.getByAltText('Chess club');
    expect(image).toHaveAttribute('srcset', '/p/thumb.webp 320w, /p/card.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('src', '/p/card.webp');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
