import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminLanguage } from '@bilim/contract/admin';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { LanguageForm } from './language-form';
import { LanguagesScreen } from './languages-screen';

const language = (code: string, title: string, builtIn: boolean): AdminLanguage => ({
  code,
  title,
  flg: '🏳️',
  position: 0,
  interface: builtIn,
  built_in: builtIn,
});

describe('the admin’s languages', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('keeps en, ru and kz; another language can be deleted', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({
      'GET /api/admin/languages': [
        200,
        { data: [language('ru', 'Русский', true), language('uz', 'Oʻzbekcha', false)] },
      ],
    });
    renderRoutes([{ path: '*', element: <LanguagesScreen /> }], '/admin/languages');
    const russian = (await screen.findByText('Русский')).closest('tr')!;
    expect(
      within(russian).getByRole('button', {
        name: 'Удалить: Русский: на нём работает интерфейс',
      }),
    ).toBeDisabled();
    const uzbek = screen.getByText('Oʻzbekcha').closest('tr')!;
    expect(within(uzbek).getByText('Ещё не переведён')).toBeInTheDocument();
    expect(within(uzbek).getByRole('button', { name: 'Удалить: Oʻzbekcha' })).toBeEnabled();
  });

  it('refuses a code that is not two or three letters, then adds the language', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/languages': [201, { data: language('uz', 'Oʻzbekcha', false) }],
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/languages/create', element: <LanguageForm code={null} /> },
        { path: '*', element: <p>list</p> },
      ],
      '/admin/languages/create',
    );
    fireEvent.change(screen.getByTestId('language-code'), { target: { value: 'u1' } });
    fireEvent.change(screen.getByTestId('language-title'), { target: { value: 'Oʻzbekcha' } });
    fireEvent.change(screen.getByTestId('language-flag'), { target: { value: '🇺🇿' } });
    fireEvent.click(screen.getByTestId('language-save'));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('language-code'), { target: { value: 'uz' } });
    fireEvent.click(screen.getByTestId('language-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/languages'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/languages')[0]?.body).toEqual({
      code: 'uz',
      title: 'Oʻzbekcha',
      flg: '🇺🇿',
    });
  });
});
