import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// jsdom lacks what Mantine reads.
const matchMedia = (query: string): MediaQueryList => ({
  // As browsers answer: an empty query (or "all") matches, any other does not here.
  matches: query.trim() === '' || query.trim() === 'all',
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(() => false),
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });
Object.defineProperty(Element.prototype, 'scrollIntoView', { writable: true, value: vi.fn() });
window.HTMLElement.prototype.scrollIntoView = vi.fn();
// Mantine's growing text areas re-measure when web fonts load (`document.fonts`).
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});
