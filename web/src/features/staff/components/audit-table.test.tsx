import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuditEntry } from '@bilim/contract/audit';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { AuditTable } from './audit-table';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-27T08:05:00.000Z',
  actor: { id: 1, name: 'Aigerim' },
  as_user: null,
  action: 'balance.adjust',
  subject_type: 'account',
  subject_id: 64,
  user: null,
  before: null,
  after: null,
  ip: null,
  ...overrides,
});

afterEach(() => testI18n.changeLanguage('en'));

describe('AuditTable', () => {
  it('shows money in tenge and moments on the clock, and leaves out fields recorded unchanged', async () => {
    await testI18n.changeLanguage('ru');
    renderWithProviders(
      <AuditTable
        fetching={false}
        onPage={() => undefined}
        entries={{
          data: [
            entry({ after: { amount: -980_000, reason: 'Ошибка' } }),
            entry({
              id: 2,
              action: 'settings.update',
              subject_type: 'settings',
              subject_id: null,
              before: { vip_price: 150_000, top_up_min: 50_000 },
              after: { vip_price: 150_000, top_up_min: 100_000 },
            }),
            entry({ id: 3, after: { deleted_at: '2026-11-27T18:40:29.896Z' } }),
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
        }}
      />,
    );
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent(/amount\s*[-−]9\s800\s₸/);
    expect(table).toHaveTextContent(/top_up_min\s*500\s₸ → 1\s000\s₸/);
    expect(table).not.toHaveTextContent('vip_price');
    expect(table).toHaveTextContent(/deleted_at\s*27 ноября 2026 г\., 23:40/);
    expect(table).not.toHaveTextContent('980000');
  });
});
