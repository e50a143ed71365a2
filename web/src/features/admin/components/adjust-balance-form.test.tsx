import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { AdjustBalanceForm } from './adjust-balance-form';

describe('the admin’s balance correction', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('asks for a reason in the reader’s language, then takes money off in tiyn with one key per correction', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'POST /api/admin/accounts/7/adjustments': [201, { data: { id: 1 } }],
    });
    renderWithProviders(<AdjustBalanceForm accountId={7} currency="KZT" />);
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('adjust-save'));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(screen.getByText('Укажите сумму, отличную от нуля')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Списать' }));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '1 200,5' } });
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('adjust-reason'), {
      target: { value: 'Двойное списание' },
    });
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1),
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments');
    expect(call?.body).toEqual({ amount: -120_050, reason: 'Двойное списание' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
  });
});
