import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { PasswordForm } from './password-form';

const CHANGE_PASSWORD = 'PUT /api/cabinet/profile/password';

function submit(current: string, next: string) {
  const set = (name: string, value: string) =>
    fireEvent.change(document.querySelector(`input[name="${name}"]`) as Element, {
      target: { value },
    });
  set('current_password', current);
  set('password', next);
  set('password_repeat', next);
  fireEvent.click(screen.getByTestId('submit-password'));
}

describe('PasswordForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await testI18n.changeLanguage('en');
  });

  it('shows the server refusing a too common new password on its field, translated', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({
      [CHANGE_PASSWORD]: [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { password: 'This password is too common: choose another' },
        },
      ],
    });
    renderWithProviders(<PasswordForm />);
    submit('my-current-password', '12345678');
    const message = await screen.findByText('Бұл құпиясөз тым жиі қолданылады: басқасын таңдаңыз');
    expect(message.closest('[role="alert"]')).toBeNull();
  });

  it('shows the lock after too many wrong current passwords above the form', async () => {
    mockApi({
      [CHANGE_PASSWORD]: [
        429,
        {
          message: 'Too many wrong passwords: try again later or restore your password',
          code: 'SIGN_IN_LOCKED',
        },
      ],
    });
    renderWithProviders(<PasswordForm />);
    submit('a-wrong-password', 'a-new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords: try again later or restore your password',
    );
  });
});
