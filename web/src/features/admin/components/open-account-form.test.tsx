import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { OpenAccountForm } from './open-account-form';

describe('opening an account for a user', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('refuses an empty title in the reader’s language, then opens the account with a request key', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'POST /api/admin/users/5/accounts': [201, { data: { id: 40, title: 'Курсы Даны' } }],
    });
    renderRoutes([{ path: '*', element: <OpenAccountForm userId={5} /> }], '/admin/users/5');
    fireEvent.click(screen.getByTestId('open-account-save'));
    expect(await screen.findByText('Укажите название')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/5/accounts')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('open-account-title'), {
      target: { value: 'Курсы Даны' },
    });
    fireEvent.click(screen.getByTestId('open-account-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/users/5/accounts')).toHaveLength(1),
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/users/5/accounts');
    expect(call?.body).toEqual({ title: 'Курсы Даны' });
    expect(call?.headers['Idempotency-Key']).toMatch(/\w{8}/);
    await waitFor(() => expect(screen.getByTestId('open-account-title')).toHaveValue(''));
  });
});
