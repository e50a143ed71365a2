import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { LocalizedCarousel } from './localized-carousel';

// Embla watches its slides with an IntersectionObserver, which jsdom lacks.
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('the carousel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', IntersectionObserverStub));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await testI18n.changeLanguage('en');
  });

  it('names itself, its slides and their list in the reader’s language', async () => {
    await testI18n.changeLanguage('ru');
    renderWithProviders(
      <LocalizedCarousel withIndicators aria-label="Фото">
        <LocalizedCarousel.Slide>один</LocalizedCarousel.Slide>
        <LocalizedCarousel.Slide>два</LocalizedCarousel.Slide>
      </LocalizedCarousel>,
    );
    expect(screen.getByRole('region', { name: 'Фото' })).toHaveAttribute(
      'aria-roledescription',
      'карусель',
    );
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Слайд 1 из 2',
      'Слайд 2 из 2',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'Слайд');
    await waitFor(() =>
      expect(screen.getByRole('tablist')).toHaveAttribute('aria-label', 'Слайды'),
    );
    expect(document.body.innerHTML).not.toMatch(/Carousel slide|"Slides"|"slide"/);
  });
});
