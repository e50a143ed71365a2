import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Restriction } from '@bilim/contract/trust';
import { mockApi } from '@/testing/mock-api';
import { buildRestriction, onePage } from '@/testing/fixtures';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { RestrictionsNotice } from './restrictions-notice';

const restriction = (id: number, overrides: Partial<Restriction> = {}) =>
  buildRestriction({ id, ...overrides });

describe('RestrictionsNotice', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await testI18n.changeLanguage('en');
  });

  it.each([
    ['en', 'until December 5, 2026 inclusive'],
    ['ru', 'до 5 декабря 2026 г. включительно'],
    ['kz', '(сол күнді қоса алғанда)'],
  ] as const)(
    'names the last day included, not the midnight after it (%s)',
    async (language, text) => {
      await testI18n.changeLanguage(language);
      mockApi({ 'GET /api/cabinet/restrictions': [200, onePage([restriction(1)])] });
      renderWithProviders(<RestrictionsNotice />);
      const item = await screen.findByTestId('restriction-chat');
      expect(item).toHaveTextContent(text);
      expect(item).not.toHaveTextContent(/00:00|12:00 AM|December 6|6 декабря/);
    },
  );

  it('says a restriction without an end lasts until support removes it, with its reason', async () => {
    mockApi({
      'GET /api/cabinet/restrictions': [
        200,
        onePage([restriction(1, { until: null, type: 'login' })]),
      ],
    });
    renderWithProviders(<RestrictionsNotice />);
    const item = await screen.findByTestId('restriction-login');
    expect(item).toHaveTextContent('until support removes it');
    expect(within(item).getByText('Reason: Spam in conversations')).toBeInTheDocument();
  });
});
