import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadPage, reloadPage } from '@/lib/page-reload';

// jsdom cannot load or reload a document. Files share one module cache (isolate: false), so
// the app's modules keep the stand-ins the first file gave them: every file gets those same ones.
const pageStandIns = vi.hoisted(() => {
  const shared = globalThis as { pageStandIns?: { reloadPage: () => void; loadPage: () => void } };
  return (shared.pageStandIns ??= { reloadPage: vi.fn(), loadPage: vi.fn() });
});
vi.mock('@/lib/page-reload', () => pageStandIns);

// findBy… and waitFor wait up to 3 s, not 1 s: on a busy two-core CI machine a form's first
// render and its mocked answer have taken longer than a second. What never comes still fails.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  vi.mocked(reloadPage).mockClear();
  vi.mocked(loadPage).mockClear();
});

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
