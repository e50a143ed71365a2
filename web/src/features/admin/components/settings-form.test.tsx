import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@bilim/contract/api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { SettingsForm } from './settings-form';

const SETTINGS: Settings = {
  maintenance: false,
  renewal_mode: 'ANY_DAY',
  top_up_min: 50_000,
  top_up_max: 100_000_000,
  vip_price: 150_000,
  max_image_bytes: 10 * 1024 * 1024,
};

describe('the admin’s settings', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('refuses an image size out of range in the reader’s language, sending nothing', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({ 'GET /api/admin/settings': [200, { data: SETTINGS }] });
    renderRoutes([{ path: '*', element: <SettingsForm /> }], '/admin/settings');
    const size = await screen.findByTestId('settings-max_image_mb');
    expect(size).toHaveValue('10');
    fireEvent.change(size, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Значение вне допустимого диапазона')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('saves in minor units and bytes; the server’s refusal lands on its field', async () => {
    let answer: [number, unknown] = [
      422,
      {
        message: 'The given data was invalid',
        code: 'VALIDATION_FAILED',
        errors: { top_up_min: 'Value is out of range' },
      },
    ];
    const fetchMock = mockApi({
      'GET /api/admin/settings': [200, { data: SETTINGS }],
      'PUT /api/admin/settings': () => answer as [number, unknown],
    });
    renderRoutes([{ path: '*', element: <SettingsForm /> }], '/admin/settings');
    fireEvent.change(await screen.findByTestId('settings-top_up_min'), {
      target: { value: '2000000' },
    });
    fireEvent.click(screen.getByTestId('settings-renewal-FIRST_DAY'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Value is out of range')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')[0]?.body).toEqual({
      renewal_mode: 'FIRST_DAY',
      top_up_min: 200_000_000,
      top_up_max: 100_000_000,
      vip_price: 150_000,
      max_image_bytes: 10 * 1024 * 1024,
    });

    answer = [200, { data: { ...SETTINGS, top_up_min: 100_000, renewal_mode: 'FIRST_DAY' } }];
    fireEvent.change(screen.getByTestId('settings-top_up_min'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/settings')[1]?.body).toMatchObject({
      top_up_min: 100_000,
    });
  });
});
