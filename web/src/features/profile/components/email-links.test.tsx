import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { notifySuccess } from '@/lib/notify';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { EmailLinkConfirm } from './email-link-confirm';
import { ProfileForm } from './profile-form';

const PROFILE = buildProfile();

// The toasts' container is the app shell's; here the message itself is what is checked.
vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const email = () => document.querySelector('input[name="email"]') as HTMLInputElement;

describe('changing the e-mail in the profile', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('asks for the current password only for a new e-mail, then says where the link went', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'PUT /api/cabinet/profile': [200, { data: { ...PROFILE, pending_email: 'new@example.kz' } }],
    });
    renderWithProviders(<ProfileForm profile={PROFILE} />);
    expect(screen.queryByTestId('profile-current-password')).toBeNull();
    fireEvent.change(email(), { target: { value: 'new@example.kz' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('profile-current-password'), {
      target: { value: 'my-secret-pass' },
    });
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')[0]?.body).toMatchObject({
      email: 'new@example.kz',
      current_password: 'my-secret-pass',
    });
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Мы отправили ссылку на new@example.kz: e-mail сменится, когда вы её откроете.',
      ),
    );
    // The confirmed address stays in the field until the link is followed.
    expect(email()).toHaveValue('dana@example.kz');
  });

  it('shows a change waiting for its link', () => {
    mockApi({});
    renderWithProviders(<ProfileForm profile={{ ...PROFILE, pending_email: 'next@example.kz' }} />);
    expect(screen.getByTestId('pending-email')).toHaveTextContent(
      'Waiting for confirmation: we sent a link to next@example.kz.',
    );
  });
});

describe('the e-mail change link', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('confirms the new e-mail once', async () => {
    const fetchMock = mockApi({
      'POST /api/email-change/confirm': [200, { data: { email: 'new@example.kz' } }],
    });
    renderWithProviders(<EmailLinkConfirm token="abc" link="emailChange" />);
    expect(await screen.findByTestId('email-change-done')).toHaveTextContent(
      'Your account’s e-mail is now new@example.kz.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/email-change/confirm')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/email-change/confirm')[0]?.body).toEqual({
      token: 'abc',
    });
  });

  it('explains a used or expired link in Kazakh', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({
      'POST /api/email-change/confirm': [
        422,
        { message: 'The link is invalid or has expired', code: 'RESTORE_LINK_INVALID' },
      ],
    });
    renderWithProviders(<EmailLinkConfirm token="old" link="emailChange" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail өзгертілмеді');
  });
});

describe('confirming the e-mail of a new account', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('follows the link registration sent, once', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'POST /api/email-confirmation/confirm': [200, { data: { email: 'dana@example.kz' } }],
    });
    renderWithProviders(<EmailLinkConfirm token="1.abc.sig" link="emailConfirmation" />);
    expect(await screen.findByTestId('email-confirm-done')).toHaveTextContent(
      'Спасибо: dana@example.kz подтверждён.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/email-confirmation/confirm')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/email-confirmation/confirm')[0]?.body).toEqual({
      token: '1.abc.sig',
    });
  });

  it('links a sign-in provider by the link sent to the account, naming the provider', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/social/link/confirm': [
        200,
        { data: { email: 'dana@example.kz', provider: 'mailru' } },
      ],
    });
    renderWithProviders(<EmailLinkConfirm token="7.Z29vZ2xl.c3Vi.abc.sig" link="socialLink" />);
    expect(await screen.findByTestId('social-link-done')).toHaveTextContent(
      'Mail.ru is linked to your account dana@example.kz: sign in with it from now on.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/auth/social/link/confirm')).toHaveLength(1);
  });

  it('says nothing once the e-mail is confirmed', async () => {
    const fetchMock = mockApi({ 'GET /api/cabinet/profile': [200, { data: PROFILE }] });
    renderWithProviders(<EmailConfirmationNotice />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/cabinet/profile')).toHaveLength(1));
    // The answer is in (the other case shows the notice by then): still nothing.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByTestId('email-confirmation-notice')).toBeNull();
  });

  it('explains why publishing waits, sends the link again, and says when asked too often, in Kazakh', async () => {
    await testI18n.changeLanguage('kz');
    const fetchMock = mockApi({
      'GET /api/cabinet/profile': [200, { data: { ...PROFILE, email_confirmed: false } }],
      'POST /api/cabinet/profile/email-confirmation': [202, { data: { sent: true } }],
    });
    renderWithProviders(<EmailConfirmationNotice />);
    expect(await screen.findByTestId('email-confirmation-notice')).toHaveTextContent(
      'dana@example.kz мекенжайына сілтеме жібердік.',
    );
    fireEvent.click(screen.getByTestId('email-confirmation-resend'));
    expect(await screen.findByTestId('email-confirmation-sent')).toHaveTextContent(
      'Жіберілді: dana@example.kz поштасын',
    );
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/profile/email-confirmation')).toHaveLength(1);
  });

  it("shows a refused resend in the reader's language", async () => {
    mockApi({
      'GET /api/cabinet/profile': [200, { data: { ...PROFILE, email_confirmed: false } }],
      'POST /api/cabinet/profile/email-confirmation': [
        429,
        { message: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' },
      ],
    });
    renderWithProviders(<EmailConfirmationNotice />);
    fireEvent.click(await screen.findByTestId('email-confirmation-resend'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('email-confirmation-resend')).toBeInTheDocument();
  });
});
