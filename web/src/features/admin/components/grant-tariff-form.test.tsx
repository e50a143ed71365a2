import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { GrantTariffForm } from './grant-tariff-form';

describe('giving a tariff without a charge', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('asks for the tariff and the reason in the reader’s language before sending anything', async () => {
    await testI18n.changeLanguage('kz');
    const fetchMock = mockApi({
      'GET /api/admin/tariffs': [
        200,
        { data: [], meta: { total: 0, active: 0, inactive: 0, paid: 0, free: 0 } },
      ],
    });
    renderRoutes(
      [{ path: '*', element: <GrantTariffForm accountId={3} /> }],
      '/admin/accounts/edit/3',
    );
    fireEvent.click(screen.getByTestId('grant-save'));
    expect(await screen.findAllByText('Өрісті толтырыңыз')).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')).toHaveLength(0);
    expect(screen.getByTestId('grant-reason')).toHaveAccessibleDescription(
      /Аудит журналында сақталады/,
    );
  });
});
