import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Complaint } from '@bilim/contract/trust';
import { notifySuccess } from '@/lib/notify';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import ReportDialog from './report-dialog';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  id: 9,
  target_type: 'card',
  target_id: 41,
  category: 'fraud_spam',
  note: 'The photos are taken from another school.',
  status: 'open',
  complainer: { id: 3, name: 'Dana' },
  resolution: null,
  closed_at: null,
  closed_by: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

function report(category: string, note: string) {
  fireEvent.click(screen.getByTestId(`report-category-${category}`));
  fireEvent.change(screen.getByTestId('report-note'), { target: { value: note } });
  fireEvent.click(screen.getByTestId('report-submit'));
}

describe('ReportDialog', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.mocked(notifySuccess).mockClear();
    await testI18n.changeLanguage('en');
  });

  it('thanks for a new report', async () => {
    const api = mockApi({
      'POST /api/complaints': ({ init }) => [
        201,
        {
          data: complaint(JSON.parse(String(init.body)) as Partial<Complaint>),
          meta: { existing: false },
        },
      ],
    });
    const onClose = vi.fn();
    renderWithProviders(<ReportDialog target="card" targetId={41} onClose={onClose} />);
    report('violence', 'Shows a fight.');
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Thank you. Support will look into it; you will get a notification when it is closed.',
      ),
    );
    expect(callsTo(api, 'POST', '/api/complaints')[0]!.body).toEqual({
      target_type: 'card',
      target_id: 41,
      category: 'violence',
      note: 'Shows a fight.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says the report was already sent when the answer is the open one, in Russian', async () => {
    await testI18n.changeLanguage('ru');
    // The server answers the open report unchanged: the new category and note are not kept.
    mockApi({ 'POST /api/complaints': [200, { data: complaint(), meta: { existing: true } }] });
    const onClose = vi.fn();
    renderWithProviders(<ReportDialog target="card" targetId={41} onClose={onClose} />);
    report('violence', 'Shows a fight.');
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Вы уже пожаловались на это; служба поддержки рассматривает жалобу. Вы получите уведомление, когда она будет закрыта.',
      ),
    );
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });
});
