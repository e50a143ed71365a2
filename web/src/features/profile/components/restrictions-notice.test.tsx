import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Restriction } from '@bilim/contract/trust';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { RestrictionsNotice } from './restrictions-notice';

const restriction = (id: number, overrides: Partial<Restriction> = {}): Restriction => ({
  id,
  user_id: 3,
  type: 'chat',
  reason: 'Spam in conversations',
  // Support picked "until 5 December": the end is the start of 6 December in Almaty.
  until: '2026-12-05T19:00:00.000Z',
  created_at: '2026-11-25T07:00:00.000Z',
  created_by: 5,
  removed_at: null,
  removed_by: null,
  active: true,
  ...overrides,
});

const page = (data: Restriction[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

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
      mockApi({ 'GET /api/cabinet/restrictions': [200, page([restriction(1)])] });
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
        page([restriction(1, { until: null, type: 'login' })]),
      ],
    });
    renderWithProviders(<RestrictionsNotice />);
    const item = await screen.findByTestId('restriction-login');
    expect(item).toHaveTextContent('until support removes it');
    expect(within(item).getByText('Reason: Spam in conversations')).toBeInTheDocument();
  });
});
