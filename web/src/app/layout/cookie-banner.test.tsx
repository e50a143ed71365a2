import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS, STORAGE_KEYS } from '@bilim/contract/constants';
import { renderWithProviders } from '@/testing/test-utils';
import { CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('stays hidden before the delay and appears after it', () => {
    renderWithProviders(<CookieBanner />);
    advance(COOKIE_BANNER_DELAY_MS - 1);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    advance(1);
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });

  it('stores true on Accept and hides', () => {
    renderWithProviders(<CookieBanner />);
    advance(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('true');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('stores false on Decline and hides', () => {
    renderWithProviders(<CookieBanner />);
    advance(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByTestId('cookie-decline'));
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('false');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('never appears once a choice is stored', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'false');
    renderWithProviders(<CookieBanner />);
    advance(COOKIE_BANNER_DELAY_MS * 3);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
