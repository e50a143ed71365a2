import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@bilim/contract/audit';
import { onePage } from '@/testing/fixtures';
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

/** The table of these entries, one page of them. */
const renderEntries = (entries: AuditEntry[]) =>
  renderWithProviders(
    <AuditTable fetching={false} onPage={() => undefined} entries={onePage(entries)} />,
  );

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
    expect(table).toHaveTextContent(/Сумма:\s*[-−]9\s800\s₸/);
    expect(table).toHaveTextContent(/Наименьшее пополнение:\s*500\s₸ → 1\s000\s₸/);
    expect(table).not.toHaveTextContent('Цена VIP');
    expect(table).toHaveTextContent(/Удалено:\s*27 ноября 2026 г\., 23:40/);
    expect(table).not.toHaveTextContent('980000');
  });

  it('names the fields in the reader’s language, the server’s name kept on hover', async () => {
    await testI18n.changeLanguage('kz');
    renderEntries([
      entry({ after: { amount: 500_000, reason: 'Қате төлем', ledger_entry_id: 812 } }),
    ]);
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent(/Сома:\s*5\s000\s₸/);
    expect(table).toHaveTextContent('Себебі: Қате төлем');
    expect(table).toHaveTextContent('Бухгалтерлік жазба: #812');
    expect(table).not.toHaveTextContent(/amount|reason|ledger_entry_id/);
    expect(within(table).getByText('Сома:')).toHaveAttribute('title', 'amount');
  });

  it('shows a field it has no name for as the server records it', async () => {
    renderEntries([entry({ before: { colour: 'red' }, after: { colour: 'blue' } })]);
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent('colour red → blue');
    expect(within(table).getByText('colour')).toHaveAttribute('title', 'colour');
  });

  it('reads yes or no for a flag, and record numbers as a list', async () => {
    await testI18n.changeLanguage('ru');
    renderEntries([
      entry({
        action: 'vip.end',
        subject_type: 'card',
        before: { vip: true, vip_until: null },
        after: { vip: false, vip_until: null },
      }),
      entry({
        id: 2,
        action: 'promotion.set',
        subject_type: 'card',
        subject_id: null,
        before: { card_ids: [] },
        after: { card_ids: [3, 5, 9] },
      }),
    ]);
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent('VIP: Да → Нет');
    expect(table).toHaveTextContent('Продвигаемые карточки: — → #3, #5, #9');
    expect(table).not.toHaveTextContent(/true|false|\[/);
  });

  it('names codes, groups digits, gives the image limit in megabytes and a request’s parameters', async () => {
    await testI18n.changeLanguage('ru');
    renderEntries([
      entry({
        action: 'settings.update',
        subject_type: 'settings',
        subject_id: null,
        before: { renewal_mode: 'ANY_DAY', max_image_bytes: 10_485_760 },
        after: { renewal_mode: 'FIRST_DAY', max_image_bytes: 12_582_912 },
      }),
      entry({
        id: 2,
        action: 'restriction.create',
        subject_type: 'user',
        after: { type: 'chat', reason: 'Спам', until: null },
      }),
      entry({
        id: 3,
        action: 'city.update',
        subject_type: 'city',
        before: { population: 1_354_556 },
        after: { population: 1_400_000 },
      }),
      entry({
        id: 4,
        action: 'impersonation.request',
        subject_type: 'user',
        after: { method: 'POST', params: { id: 120, action: 'pin' } },
      }),
    ]);
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent('Каждый месяц в день, когда тариф был выбран → Первого числа');
    expect(table).toHaveTextContent(/10 МБ → 12 МБ/);
    expect(table).toHaveTextContent('Писать в чатах');
    expect(table).toHaveTextContent(/1\s354\s556 → 1\s400\s000/);
    expect(table).toHaveTextContent('id: #120, action: pin');
    expect(table).not.toHaveTextContent(/ANY_DAY|10485760|\{/);
  });
});
