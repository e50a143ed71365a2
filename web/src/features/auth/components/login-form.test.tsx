import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { LoginForm } from './login-form';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fill(email: string, password: string) {
  fireEvent.change(document.querySelector('input[name="email"]') as Element, {
    target: { value: email },
  });
  fireEvent.change(document.querySelector('input[name="password"]') as Element, {
    target: { value: password },
  });
  fireEvent.click(screen.getByTestId('submit'));
}

describe('LoginForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('validates on the client with translated field messages', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = answer(200, {});
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill('not-an-email', '');
    expect(await screen.findByText('Некорректный e-mail')).toBeInTheDocument();
    expect(screen.getByText('Заполните поле')).toBeInTheDocument();
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows PASSWORD_WRONG on the password field, translated', async () => {
    await testI18n.changeLanguage('kz');
    answer(422, {
      message: 'Password wrong',
      code: 'PASSWORD_WRONG',
      errors: { password: 'Password wrong' },
    });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill('dana@example.kz', 'secret-password');
    const message = await screen.findByText('Құпиясөз қате');
    expect(message.closest('[role="alert"]')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('shows a failure that names no field above the form', async () => {
    answer(422, { message: 'Password wrong', code: 'PASSWORD_WRONG' });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill('dana@example.kz', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password wrong');
  });

  it('shows the lock after too many wrong passwords above the form, translated', async () => {
    await testI18n.changeLanguage('ru');
    answer(429, {
      message: 'Too many wrong passwords: try again later or restore your password',
      code: 'SIGN_IN_LOCKED',
    });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill('dana@example.kz', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много неверных паролей: попробуйте позже или восстановите пароль',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('says a login restriction is support’s and where to ask, not just "action forbidden"', async () => {
    await testI18n.changeLanguage('ru');
    answer(403, { message: 'Action temporarily forbidden for user', code: 'ACTION_FORBIDDEN' });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    fill('dana@example.kz', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Служба поддержки временно ограничила вход в эту учётную запись. Чтобы узнать причину и срок, напишите на support@bilim.kz.',
    );
    expect(alert).not.toHaveTextContent('Действие временно запрещено');
    expect(getSession()).toBeNull();
  });

  it('stores the session and reports success', async () => {
    const session = { access_token: 'tok', user_id: 3, name: 'Dana', roles: [] };
    const fetchMock = answer(200, session);
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    fill('Dana@Example.kz', 'secret-password');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getSession()).toEqual(session);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'dana@example.kz',
      password: 'secret-password',
    });
  });
});
